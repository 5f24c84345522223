import { Slot } from '@radix-ui/react-slot';
import {
  createContext,
  createElement,
  useContext,
  useState,
  type ComponentProps,
  type ComponentType,
  type KeyboardEvent,
} from 'react';
import { deferredModule } from '@web/lib/deferred-module';
import type * as Radix from './dropdown-menu-radix';

/**
 * The dropdown menu API, with Radix (and floating-ui) loaded on the first hover, focus or press of a
 * trigger instead of in the first-load bundle. Until then a trigger is its plain child; the press that
 * loads the menu opens it once it arrives.
 */
const radix = deferredModule(() => import('./dropdown-menu-radix'));

type Impl = typeof Radix;
const ImplContext = createContext<Impl | null>(null);
const RequestContext = createContext<() => void>(() => undefined);

export function DropdownMenu({ defaultOpen, onOpenChange, ...props }: ComponentProps<Impl['DropdownMenu']>) {
  const [requested, setRequested] = useState(false);
  const impl = radix.useModule(requested);
  if (impl) {
    return (
      <ImplContext.Provider value={impl}>
        <impl.DropdownMenu defaultOpen={defaultOpen ?? requested} onOpenChange={onOpenChange} {...props} />
      </ImplContext.Provider>
    );
  }
  const request = () => {
    setRequested(true);
    onOpenChange?.(true);
  };
  return <RequestContext.Provider value={request}>{props.children}</RequestContext.Provider>;
}

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

export function DropdownMenuTrigger({ asChild, ...props }: ComponentProps<Impl['DropdownMenuTrigger']>) {
  const impl = useContext(ImplContext);
  const request = useContext(RequestContext);
  if (impl) return <impl.DropdownMenuTrigger asChild={asChild} {...props} />;
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      type={asChild ? undefined : 'button'}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...props}
      onPointerEnter={() => void radix.load()}
      onFocus={() => void radix.load()}
      onPointerDown={(event) => {
        if (event.button === 0 && !props.disabled) request();
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (OPEN_KEYS.has(event.key) && !props.disabled) {
          event.preventDefault();
          request();
        }
      }}
    />
  );
}

/** Rendered only once the menu's library arrived (a closed menu shows no content anyway). */
function deferred<P extends object>(pick: (impl: Impl) => ComponentType<P>) {
  return function Deferred(props: P) {
    const impl = useContext(ImplContext);
    return impl ? createElement(pick(impl), props) : null;
  };
}

export const DropdownMenuContent = deferred((m) => m.DropdownMenuContent);
export const DropdownMenuItem = deferred((m) => m.DropdownMenuItem);
export const DropdownMenuCheckboxItem = deferred((m) => m.DropdownMenuCheckboxItem);
export const DropdownMenuLabel = deferred((m) => m.DropdownMenuLabel);
export const DropdownMenuSeparator = deferred((m) => m.DropdownMenuSeparator);
export const DropdownMenuGroup = deferred((m) => m.DropdownMenuGroup);
export const DropdownMenuSub = deferred((m) => m.DropdownMenuSub);
export const DropdownMenuSubTrigger = deferred((m) => m.DropdownMenuSubTrigger);
export const DropdownMenuSubContent = deferred((m) => m.DropdownMenuSubContent);
export const DropdownMenuRadioGroup = deferred((m) => m.DropdownMenuRadioGroup);
