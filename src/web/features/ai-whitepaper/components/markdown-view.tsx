import { Fragment } from 'react';
import { inlineSpans, markdownBlocks } from '../lib/markdown-blocks';

function Inline({ text }: { text: string }) {
  return (
    <>
      {inlineSpans(text).map((s, i) =>
        s.mark === 'bold' ? (
          <strong key={i}>{s.text}</strong>
        ) : s.mark === 'code' ? (
          <code key={i} className="rounded bg-muted px-1 font-mono text-xs break-all">
            {s.text}
          </code>
        ) : s.mark === 'italic' ? (
          <em key={i}>{s.text}</em>
        ) : (
          <Fragment key={i}>{s.text}</Fragment>
        ),
      )}
    </>
  );
}

/** A section's Markdown rendered as React elements (no raw HTML from the model reaches the page). */
export function MarkdownView({ markdown }: { markdown: string }) {
  return (
    <div className="space-y-3 text-sm leading-relaxed">
      {markdownBlocks(markdown).map((b, i) => {
        if (b.kind === 'heading')
          return (
            <h4 key={i} className="font-semibold">
              <Inline text={b.text} />
            </h4>
          );
        if (b.kind === 'paragraph')
          return (
            <p key={i}>
              <Inline text={b.text} />
            </p>
          );
        if (b.kind === 'list') {
          const items = b.items.map((item, n) => (
            <li key={n}>
              <Inline text={item} />
            </li>
          ));
          return b.ordered ? (
            <ol key={i} className="list-decimal space-y-1 pl-5">
              {items}
            </ol>
          ) : (
            <ul key={i} className="list-disc space-y-1 pl-5">
              {items}
            </ul>
          );
        }
        return (
          <div key={i} className="overflow-x-auto">
            <table className="w-full text-left text-xs">
              <thead>
                <tr className="border-b border-border">
                  {b.header.map((h, n) => (
                    <th key={n} className="py-1 pr-3 font-medium">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {b.rows.map((row, r) => (
                  <tr key={r} className="border-b border-border/50">
                    {row.map((c, n) => (
                      <td key={n} className="py-1 pr-3">
                        <Inline text={c} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </div>
  );
}
