import type { Ref } from "react";
import { useIslandScopedId } from "../../lib/island-scope";
import { useMessages } from "../../lib/page-language";

/**
 * A field people never see and bots fill in. It sits off-screen rather than `display: none`,
 * which some bots skip; the relay quietly drops any enquiry that has a value here.
 */
export function HoneypotField({ ref }: { ref?: Ref<HTMLInputElement> }) {
  const id = `${useIslandScopedId()}-website`;
  return (
    <div aria-hidden="true" className="absolute top-0 -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{useMessages().form_honeypot}</label>
      <input ref={ref} id={id} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
