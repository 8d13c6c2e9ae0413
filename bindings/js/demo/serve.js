// A static server for the demo page: serves this package's demo/ and pkg/
// folders (nothing else) on 127.0.0.1, with the types a browser wants for
// ES modules, module workers and WebAssembly. `npm run demo` (or
// `node demo/serve.js [port]`) serves on port 8000 and prints the page's
// address; the browser test imports serve() and asks for port 0 (a free
// one). The page cannot be opened from disk: browsers load neither ES
// modules nor workers from file: addresses.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** Starts the server on `port` of 127.0.0.1; resolves to it once listening. */
export async function serve(port = 0) {
  const server = createServer(async (req, res) => {
    let path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (path === '/' || path === '/demo') {
      res.writeHead(302, { location: '/demo/' }).end();
      return;
    }
    if (path.endsWith('/')) path += 'index.html';
    if (path.includes('..') || !/^\/(demo|pkg)\//.test(path)) {
      res.writeHead(404).end();
      return;
    }
    try {
      const body = await readFile(join(root, path));
      res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return server;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const server = await serve(Number(process.argv[2] ?? process.env.PORT ?? 8000));
  console.log(`the demo: http://127.0.0.1:${server.address().port}/demo/ (Ctrl-C stops the server)`);
}
