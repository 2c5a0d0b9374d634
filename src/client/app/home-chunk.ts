// The home page is a chunk of its own, so the explorer and the other pages do not carry its
// code in their first load (the 120 KB budget, decision 0116). On the home page main.tsx
// asks for it beside the page's words, before the first render, so it costs no round trip
// of its own there and the first render never shows a loading line.
type Screens = typeof import('./home-screens');
/** A promise React's `use` reads without suspending once it is marked fulfilled. */
type Ready = Promise<Screens> & { status?: 'fulfilled'; value?: Screens };

let chunk: Ready | undefined;

export function homeScreens(): Ready {
  if (chunk) return chunk;
  const ready: Ready = import('./home-screens').then(
    (screens) => {
      ready.status = 'fulfilled';
      ready.value = screens;
      return screens;
    },
    (error: unknown) => {
      // A chunk that did not arrive (offline) is asked for again on the next visit.
      chunk = undefined;
      throw error;
    },
  );
  chunk = ready;
  return ready;
}
