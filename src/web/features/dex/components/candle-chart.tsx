import { useEffect, useRef, useState } from 'react';
import type { IChartApi, ISeriesApi, UTCTimestamp } from 'lightweight-charts';
import type { Candle } from '@shared/schemas/dex';
import { pricePrecision } from '../lib/chart-precision';

interface ChartHandles {
  chart: IChartApi;
  candles: ISeriesApi<'Candlestick'>;
  volume: ISeriesApi<'Histogram'>;
}

const UP = '#14f195';
const DOWN = '#f0416c';
export const MAX_BAR_SPACING = 24;
export const CANDLE_MARGINS = { top: 0.08, bottom: 0.25 } as const;
export const VOLUME_MARGINS = { top: 0.8, bottom: 0 } as const;

/**
 * Candlesticks with volume, drawn by lightweight-charts. The library is imported when the chart
 * mounts, so it stays out of the first bundle and out of pages without a chart.
 */
export function CandleChart({ candles }: { candles: readonly Candle[] }) {
  const container = useRef<HTMLDivElement>(null);
  const [handles, setHandles] = useState<ChartHandles | null>(null);

  useEffect(() => {
    let disposed = false;
    let chart: IChartApi | null = null;
    void import('lightweight-charts').then(
      ({ createChart, CandlestickSeries, HistogramSeries, ColorType }) => {
        const element = container.current;
        if (disposed || !element) return;
        chart = createChart(element, {
          autoSize: true,
          layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: '#8d96ad' },
          grid: { vertLines: { color: '#1f284055' }, horzLines: { color: '#1f284055' } },
          rightPriceScale: { borderColor: '#1f2840' },
          // Capped so a handful of candles stay candles instead of stretching into blocks.
          timeScale: {
            borderColor: '#1f2840',
            timeVisible: true,
            secondsVisible: false,
            maxBarSpacing: MAX_BAR_SPACING,
          },
        });
        const series = chart.addSeries(CandlestickSeries, {
          upColor: UP,
          downColor: DOWN,
          borderVisible: false,
          wickUpColor: UP,
          wickDownColor: DOWN,
        });
        const volume = chart.addSeries(HistogramSeries, {
          priceScaleId: 'volume',
          priceFormat: { type: 'volume' },
          lastValueVisible: false,
          priceLineVisible: false,
        });
        // Candles in the top 75 %, volume in the bottom 20 %: the bars never cover a candle.
        series.priceScale().applyOptions({ scaleMargins: CANDLE_MARGINS });
        chart.priceScale('volume').applyOptions({ scaleMargins: VOLUME_MARGINS });
        setHandles({ chart, candles: series, volume });
      },
    );
    return () => {
      disposed = true;
      chart?.remove();
    };
  }, []);

  useEffect(() => {
    if (!handles) return;
    const last = candles[candles.length - 1];
    handles.candles.applyOptions({ priceFormat: { type: 'price', ...pricePrecision(last?.close) } });
    handles.candles.setData(
      candles.map((c) => ({
        time: c.time as UTCTimestamp,
        open: c.open,
        high: c.high,
        low: c.low,
        close: c.close,
      })),
    );
    handles.volume.setData(
      candles.map((c) => ({
        time: c.time as UTCTimestamp,
        value: c.volume,
        color: c.close >= c.open ? `${UP}66` : `${DOWN}66`,
      })),
    );
    handles.chart.timeScale().fitContent();
    // Exposed for the e2e check that a few candles never grow past the cap.
    container.current?.setAttribute(
      'data-bar-spacing',
      String(handles.chart.timeScale().options().barSpacing),
    );
  }, [handles, candles]);

  return (
    <div
      ref={container}
      className="h-72 w-full sm:h-80"
      data-testid="candle-chart"
      data-ready={handles !== null}
    />
  );
}
