// Runs pkg/worker.js in a Node worker thread as a browser runs it in a
// module Web Worker: the globals it looks for (WorkerGlobalScope,
// postMessage, message events) made from worker_threads' parentPort. The
// full entry is loaded first (pkg/full/node.js), as Node cannot fetch the
// module's file the way the worker's init() does in a browser.
import { parentPort } from 'node:worker_threads';
import '../pkg/full/node.js';

// `node --test test/` runs every file here: on the main thread, nothing.
if (parentPort) {
  globalThis.WorkerGlobalScope = class WorkerGlobalScope {};
  globalThis.postMessage = (message) => parentPort.postMessage(message);
  globalThis.addEventListener = (type, listener) => {
    if (type === 'message') parentPort.on('message', (data) => listener({ data }));
  };
  await import('../pkg/worker.js');
}
