import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { NearScreen } from './near-screen.tsx';

const page = (
  <main>
    <h1>Matchday</h1>
    <NearScreen minHeight={240}>
      <p>The board</p>
    </NearScreen>
  </main>
);

/**
 * The browser's IntersectionObserver, which jsdom lacks: reports the observed boxes as on screen
 * when the test scrolls (`scrollNear`).
 */
class ScreenObserver {
  static all: ScreenObserver[] = [];
  readonly boxes: Element[] = [];
  private readonly report: (entries: Array<{ isIntersecting: boolean; target: Element }>) => void;
  constructor(report: ScreenObserver['report']) {
    this.report = report;
    ScreenObserver.all.push(this);
  }
  observe(box: Element) {
    this.boxes.push(box);
  }
  disconnect() {
    this.boxes.length = 0;
  }
  static scrollNear() {
    for (const o of ScreenObserver.all) o.report(o.boxes.map((target) => ({ isIntersecting: true, target })));
  }
}

/** The page as the server draws it (no IntersectionObserver there), then hydrated in this document. */
async function drawnThenHydrated(): Promise<{ container: HTMLElement; refusals: unknown[] }> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const refusals: unknown[] = [];
  await act(async () => {
    roots.push(hydrateRoot(container, page, { onRecoverableError: (error) => refusals.push(error) }));
  });
  return { container, refusals };
}

const roots: Root[] = [];

describe('NearScreen', () => {
  afterEach(() => {
    for (const root of roots.splice(0)) act(() => root.unmount());
    document.body.innerHTML = '';
    ScreenObserver.all = [];
    vi.unstubAllGlobals();
  });

  it('is drawn by the server as the box that keeps the room, and hydrates in a browser that watches the screen', async () => {
    expect(renderToString(page)).toContain('<div style="min-height:240px" data-near-screen="">');
    vi.stubGlobal('IntersectionObserver', ScreenObserver);
    const error = vi.spyOn(console, 'error');
    const { container, refusals } = await drawnThenHydrated();
    expect(refusals).toEqual([]);
    expect(error).not.toHaveBeenCalled();
    expect(container.querySelector('[data-near-screen]')).toHaveStyle({ minHeight: '240px' });
    expect(container).not.toHaveTextContent('The board');

    await act(async () => {
      ScreenObserver.scrollNear();
    });
    expect(container).toHaveTextContent('The board');
    expect(container.querySelector('[data-near-screen]')).toBeNull();
  });

  it("hydrates the server's box in a browser without IntersectionObserver, then draws the part at once", async () => {
    const error = vi.spyOn(console, 'error');
    const { container, refusals } = await drawnThenHydrated();
    expect(refusals).toEqual([]);
    expect(error).not.toHaveBeenCalled();
    expect(container).toHaveTextContent('The board');
  });
});
