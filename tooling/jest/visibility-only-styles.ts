import type { StylisElement, StylisPlugin } from '@emotion/cache';

/** What decides, in jsdom, whether an element is hidden, see-through or unclickable. */
const KEPT_PROPERTIES = new Set(['display', 'visibility', 'opacity', 'pointer-events']);

/**
 * Trims the styles MUI inserts in unit tests to the declarations jsdom's answers depend on.
 * jsdom has no layout: a getComputedStyle call only serves whether something is shown or
 * clickable. Yet each call matches every stylesheet rule's selector against the element,
 * and testing-library makes that call for every element a role query looks at, again
 * after each change while it waits. A page with a data grid and a form holds about 500
 * rules, and the matching was half of the slowest suites' time. Rules on pseudo-elements
 * never match an element, so they go too.
 */
export const visibilityOnlyStyles: StylisPlugin = (element) => {
  if (element.type !== 'rule') return;
  const selectors = (element.props as string[]).filter((selector) => !selector.includes('::'));
  element.props = selectors;
  element.children =
    selectors.length === 0
      ? []
      : (element.children as StylisElement[]).filter(
          (child) => child.type !== 'decl' || KEPT_PROPERTIES.has(child.props as string),
        );
};
