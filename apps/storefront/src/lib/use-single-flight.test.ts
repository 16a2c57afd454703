import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSingleFlight } from './use-single-flight';

describe('useSingleFlight: one money action at a time', () => {
  it('runs a second task only once the first has its answer; busy meanwhile', async () => {
    const { result } = renderHook(() => useSingleFlight());
    let answer!: (v: string) => void;
    const task = vi.fn(() => new Promise<string>((r) => (answer = r)));
    let first!: Promise<string | undefined>;
    let second!: Promise<string | undefined>;
    act(() => {
      first = result.current.run(task);
      second = result.current.run(task);
    });
    expect(result.current.busy).toBe(true);
    expect(await second).toBeUndefined();
    await act(async () => answer('receipt 100001'));
    expect(await first).toBe('receipt 100001');
    expect(task).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(false);
    await act(async () => void (await result.current.run(async () => 'again')));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('a submit while one runs is prevented and does not reach the handler', async () => {
    const { result } = renderHook(() => useSingleFlight());
    let done!: () => void;
    const submit = vi.fn(() => new Promise<void>((r) => (done = r)));
    const handler = result.current.submitOnce(submit);
    const events = [{ preventDefault: vi.fn() }, { preventDefault: vi.fn() }] as unknown as Parameters<typeof handler>[0][];
    let running!: Promise<void>;
    await act(async () => {
      running = handler(events[0]);
      await handler(events[1]);
    });
    expect(submit).toHaveBeenCalledTimes(1);
    expect(events[1]?.preventDefault).toHaveBeenCalled();
    await act(async () => {
      done();
      await running;
    });
  });
});
