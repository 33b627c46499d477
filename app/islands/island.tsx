/**
 * Islands: the interactive parts of a prerendered content page (see ./README.md).
 *
 * `island(name, Component)` gives a component that renders as itself everywhere but in the
 * build's prerendering of a content page. There it renders as its own React root: the
 * HTML of `<Component {...props}>` alone, inside a `display: contents` element that names
 * the island, carries its props as JSON and the prefix of its `useId` values. The
 * page's script (./client.tsx) hydrates exactly that root again, so the markup matches
 * by construction, ids included, and only these parts of the page run any React.
 */
import { type ComponentType, createContext, type ReactElement, useContext, useId } from "react";

/** Renders an element as a root of its own; provided only while prerendering a page. */
export type IslandRenderer = (element: ReactElement, identifierPrefix: string) => string;

export const IslandRendererContext = createContext<IslandRenderer | null>(null);

/** JSON-safe props (no functions, no elements): an island's props travel in the HTML. */
type Json =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly Json[]
  | { [key: string]: Json };

/** Every island there is; app/islands/registry.ts says how each one's code loads. */
export type IslandName =
  | "header"
  | "scroll-link"
  | "video-embed"
  | "home-contact-form"
  | "home-contact-link"
  | "contact-page-form"
  | "faq-accordion"
  | "share-post-button"
  | "apply-form"
  | "auth-forms"
  | "customer-page";

export type IslandComponent<P> = ComponentType<P> & { islandName: IslandName };

export function island<P extends { [K in keyof P]: Json }>(
  name: IslandName,
  Component: ComponentType<P>,
): IslandComponent<P> {
  function Island(props: P) {
    const render = useContext(IslandRendererContext);
    const id = useId();
    if (!render) return <Component {...props} />;
    const identifierPrefix = `${id.replace(/[^\w-]/g, "")}-`;
    return (
      <div
        className="contents"
        data-island={name}
        data-props={JSON.stringify(props)}
        data-id-prefix={identifierPrefix}
        // The island's own server rendering, hydrated as its own root by ./client.tsx.
        dangerouslySetInnerHTML={{ __html: render(<Component {...props} />, identifierPrefix) }}
      />
    );
  }
  Island.displayName = `Island(${name})`;
  Island.islandName = name;
  return Island;
}
