import { Slot } from '@radix-ui/react-slot';
import { createContext, useContext, useState, type ComponentProps, type ReactNode } from 'react';
import { deferredModule } from '@web/lib/deferred-module';
import type * as Radix from './tooltip-radix';

/** Spec §9: tooltip open delay 700 ms, skip delay 300 ms. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/**
 * Tooltips with Radix (and floating-ui) loaded on the first hover or focus of a trigger, not in the
 * first-load bundle. The provider only carries the delays, so loading never remounts the app below it;
 * each loaded tooltip gets its own Radix provider with them.
 */
const radix = deferredModule(() => import('./tooltip-radix'));

type Impl = typeof Radix;
interface Delays {
  delayDuration: number;
  skipDelayDuration: number;
}
const DelayContext = createContext<Delays>({
  delayDuration: TOOLTIP_DELAY_MS,
  skipDelayDuration: TOOLTIP_SKIP_DELAY_MS,
});
const ImplContext = createContext<Impl | null>(null);
const WantContext = createContext<() => void>(() => undefined);

export function TooltipProvider({
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
  children,
}: {
  delayDuration?: number;
  skipDelayDuration?: number;
  children: ReactNode;
}) {
  return (
    <DelayContext.Provider value={{ delayDuration, skipDelayDuration }}>{children}</DelayContext.Provider>
  );
}

export function Tooltip(props: ComponentProps<Impl['Tooltip']>) {
  const delays = useContext(DelayContext);
  const [wanted, setWanted] = useState(false);
  const impl = radix.useModule(wanted);
  if (!impl) {
    return <WantContext.Provider value={() => setWanted(true)}>{props.children}</WantContext.Provider>;
  }
  return (
    <ImplContext.Provider value={impl}>
      <impl.TooltipProvider {...delays}>
        <impl.Tooltip {...props} />
      </impl.TooltipProvider>
    </ImplContext.Provider>
  );
}

export function TooltipTrigger({ asChild, ...props }: ComponentProps<Impl['TooltipTrigger']>) {
  const impl = useContext(ImplContext);
  const want = useContext(WantContext);
  if (impl) return <impl.TooltipTrigger asChild={asChild} {...props} />;
  const Comp = asChild ? Slot : 'button';
  return <Comp {...props} onPointerEnter={want} onFocus={want} />;
}

export function TooltipContent(props: ComponentProps<Impl['TooltipContent']>) {
  const impl = useContext(ImplContext);
  return impl ? <impl.TooltipContent {...props} /> : null;
}
