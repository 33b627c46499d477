/**
 * The FAQ's accordion: one item open at most, closing the open one allowed.
 *
 * Radix gives the behaviour: the triggers, their arrow/Home/End keys, `aria-expanded`
 * and the single open value. The answer regions are plain elements with `hidden`, not
 * Radix's `Accordion.Content`: every Content measures itself (a style write, then
 * `getBoundingClientRect`) in a layout effect as it mounts, for a height animation this
 * accordion does not use, and with the 25 answers kept in the HTML for search engines
 * that was the heaviest main-thread work of any public page (Lighthouse performance
 * 90–92 on /faq). The ids tying a trigger to its region are this file's own.
 *
 * Classes are joined with clsx, not `cn`: tailwind-merge (10 KB, with a costly first
 * call) is not worth it for additions that never conflict with the base classes here.
 */
import { clsx } from "clsx";
import { ChevronDown } from "lucide-react";
import { Accordion as AccordionPrimitive } from "radix-ui";
import { createContext, useContext, useId, useState } from "react";

const OpenValue = createContext("");
const Item = createContext<{ open: boolean; triggerId: string; regionId: string } | null>(null);

function useItem() {
  const item = useContext(Item);
  if (!item) throw new Error("an accordion part must sit inside an AccordionItem");
  return item;
}

export function Accordion({
  className,
  children,
}: {
  className?: string;
  children: React.ReactNode;
}) {
  const [value, setValue] = useState("");
  return (
    <AccordionPrimitive.Root
      type="single"
      collapsible
      value={value}
      onValueChange={setValue}
      className={className}
    >
      <OpenValue value={value}>{children}</OpenValue>
    </AccordionPrimitive.Root>
  );
}

export function AccordionItem({
  className,
  value,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Item>) {
  const id = useId();
  const open = useContext(OpenValue) === value;
  return (
    <Item value={{ open, triggerId: `${id}trigger`, regionId: `${id}region` }}>
      <AccordionPrimitive.Item value={value} className={clsx("border-b", className)} {...props} />
    </Item>
  );
}

export function AccordionTrigger({
  className,
  children,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Trigger>) {
  const { triggerId, regionId } = useItem();
  return (
    <AccordionPrimitive.Header className="flex">
      <AccordionPrimitive.Trigger
        id={triggerId}
        aria-controls={regionId}
        className={clsx(
          "flex flex-1 items-center justify-between py-4 text-left font-medium transition-all hover:underline [&[data-state=open]>svg]:rotate-180",
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDown
          className="h-4 w-4 shrink-0 transition-transform duration-200"
          aria-hidden="true"
        />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

/** The answer: always in the HTML, hidden while its item is closed. */
export function AccordionContent({
  className,
  children,
}: {
  className?: string;
  children: React.ReactNode;
}) {
  const { open, triggerId, regionId } = useItem();
  return (
    <div
      id={regionId}
      role="region"
      aria-labelledby={triggerId}
      hidden={!open}
      data-state={open ? "open" : "closed"}
      className="overflow-hidden text-sm"
    >
      <div className={clsx("pb-4 pt-0", className)}>{children}</div>
    </div>
  );
}
