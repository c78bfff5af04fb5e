import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useValueAfterTakeover } from '../lib/use-value-after-takeover.ts';

const lacksObserver = () => typeof IntersectionObserver === 'undefined';
const serverLacksNothing = () => false;

/**
 * Draws `children` once its place comes near the screen, and until then (and while their code
 * arrives) an empty box of `minHeight`: the parts of a page below the fold load when the reader
 * scrolls towards them, not with the page. The box keeps their room, so nothing
 * above them moves when they arrive. A browser without IntersectionObserver draws them at once;
 * but a page hydrating a server's drawing starts from the box the server drew, whatever the
 * browser has (lib/use-value-after-takeover.ts), so the two match.
 */
export function NearScreen({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const box = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  const near = useValueAfterTakeover(lacksObserver, serverLacksNothing) || seen;
  useEffect(() => {
    const element = box.current;
    // Without an observer, the hydrating render's effect runs before the render that draws the part.
    if (near || !element || lacksObserver()) return undefined;
    // A quarter of a screen ahead: the code is usually there by the time the part scrolls in.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: '25% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  // Marked for the journeys, which scroll until no kept box is on screen (e2e/support/scroll-through.ts).
  const placeholder = <div ref={box} style={{ minHeight }} data-near-screen="" />;
  return near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
