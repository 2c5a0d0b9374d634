import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { onDemand } from './on-demand';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {`${label} ${count}`}
    </button>
  );
}

describe('onDemand', () => {
  it('loads the code on first render only, then renders at once', async () => {
    const load = vi.fn(async () => Counter);
    const Lazy = onDemand(load);
    expect(load).not.toHaveBeenCalled();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy label="first" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'first 0' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    // Loaded: a new instance renders in the same turn, without a fallback.
    render(
      <Suspense fallback={<p>loading again</p>}>
        <Lazy label="second" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'second 0' })).toBeInTheDocument();
    expect(screen.queryByText('loading again')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the state of an instance that rendered before the code arrived', async () => {
    const Lazy = onDemand(async () => Counter);
    const { rerender } = render(
      <Suspense fallback={null}>
        <Lazy label="kept" />
      </Suspense>,
    );
    const button = await screen.findByRole('button', { name: 'kept 0' });
    act(() => button.click());
    rerender(
      <Suspense fallback={null}>
        <Lazy label="kept" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'kept 1' })).toBeInTheDocument();
  });

  it('preloads ahead of need', async () => {
    const load = vi.fn(async () => Counter);
    const Lazy = onDemand(load);
    await Lazy.preload();
    render(<Lazy label="ready" />);
    expect(screen.getByRole('button', { name: 'ready 0' })).toBeInTheDocument();
  });
});
