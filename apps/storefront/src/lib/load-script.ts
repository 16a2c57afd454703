/**
 * Loads a third-party script once per address (the card provider's tokenizer, reCAPTCHA): adds a
 * `<script async>` to the head and resolves when it has loaded. A failed load, or one the caller
 * rejects with `forgetScript`, removes the element so that the next call tries again.
 */
const loading = new Map<string, { promise: Promise<void>; element: HTMLScriptElement }>();

export function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known.promise;
  const element = document.createElement('script');
  const promise = new Promise<void>((resolve, reject) => {
    element.src = src;
    element.async = true;
    element.onload = () => resolve();
    element.onerror = () => {
      forgetScript(src);
      reject(new Error(`${src} could not be loaded`));
    };
  });
  loading.set(src, { promise, element });
  document.head.appendChild(element);
  return promise;
}

/** Forgets a script (e.g. it loaded but did not define what it should): the next loadScript adds it again. */
export function forgetScript(src: string): void {
  loading.get(src)?.element.remove();
  loading.delete(src);
}
