/*
 * Starts the storefront's scripts on a page the server rendered, once that page has
 * painted: the heading, cards and images show first, then the app loads and takes the HTML over
 * (main.tsx hydrates it). Without this, scripts that arrive fast (a cached visit, a fast network)
 * run before the first paint and hold it up. `data-scripts`: the entry module first, then the
 * modules it and the page import, preloaded side by side. apps/server/src/http/first-load.ts
 * writes the element; pages the server does not render load their scripts as usual.
 */
(function () {
  var me = document.currentScript;
  var scripts = ((me && me.getAttribute('data-scripts')) || '').split(' ').filter(Boolean);
  var started = false;
  function add(src, i) {
    var el = document.createElement(i === 0 ? 'script' : 'link');
    if (i === 0) {
      el.type = 'module';
      el.src = src;
    } else {
      el.rel = 'modulepreload';
      el.href = src;
    }
    el.crossOrigin = '';
    document.head.appendChild(el);
  }
  // A few at a time, each batch in a task of its own: adding them all at once kept a phone busy
  // for one long task.
  function addFrom(from) {
    scripts.slice(from, from + BATCH).forEach(function (src, i) {
      add(src, from + i);
    });
    if (from + BATCH < scripts.length)
      setTimeout(function () {
        addFrom(from + BATCH);
      }, 0);
  }
  var BATCH = 3;
  function start() {
    if (started) return;
    started = true;
    addFrom(0);
  }
  // After the next frame; a hidden tab draws no frames, hence the timer too.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 250);
})();
