/**
 * The handshake of the sandbox's framed pages (fields, 3-D Secure test page) with the browser
 * module, as browser JS shared by the served scripts. The page announces itself to its parent
 * (a message carrying nothing secret), the module checks `event.origin` (the sandbox's origin) and
 * `event.source` (its own iframe) and hands over one end of a MessageChannel with the sandbox's
 * origin as the only target; everything else (tokens, heights, results) goes through that port.
 */
export const READY = 'gt-sandbox-pay:ready';
export const PORT = 'gt-sandbox-pay:port';

/**
 * Framed page side: `PAGE_HANDSHAKE` defines `connectToParent(onMessage)` → `send(message)`;
 * messages sent before the port arrives are queued. It also reports the body's height
 * (`{type: 'height', height}`) whenever it changes.
 */
export const PAGE_HANDSHAKE = `  function connectToParent(onMessage) {
    var port = null;
    var queue = [];
    function send(message) {
      if (port) port.postMessage(message);
      else queue.push(message);
    }
    window.addEventListener('message', function (event) {
      if (port || event.source !== window.parent || !event.data || event.data.type !== ${JSON.stringify(PORT)} || !event.ports[0]) return;
      port = event.ports[0];
      port.onmessage = function (e) { onMessage(e.data || {}); };
      queue.splice(0).forEach(send);
    });
    var lastHeight = 0;
    function reportHeight() {
      var height = Math.ceil(document.body.getBoundingClientRect().height);
      if (height !== lastHeight) send({ type: 'height', height: (lastHeight = height) });
    }
    new ResizeObserver(reportHeight).observe(document.body);
    reportHeight();
    window.parent.postMessage({ type: ${JSON.stringify(READY)} }, '*');
    return send;
  }
`;

/**
 * Module side: `MODULE_HANDSHAKE` defines `connectToFrame(iframe, timeoutMs)` → Promise of the
 * port (rejects when the page did not answer in time: the sandbox cannot be reached).
 */
export const MODULE_HANDSHAKE = `  function connectToFrame(iframe, timeoutMs) {
    return new Promise(function (resolve, reject) {
      var timer = setTimeout(function () { stop(); reject(new Error(UNREACHABLE)); }, timeoutMs);
      function stop() { clearTimeout(timer); window.removeEventListener('message', onMessage); }
      function onMessage(event) {
        if (event.origin !== base || event.source !== iframe.contentWindow || !event.data || event.data.type !== ${JSON.stringify(READY)}) return;
        stop();
        var channel = new MessageChannel();
        iframe.contentWindow.postMessage({ type: ${JSON.stringify(PORT)} }, base, [channel.port2]);
        resolve(channel.port1);
      }
      window.addEventListener('message', onMessage);
    });
  }
`;
