import { Worker } from 'node:worker_threads';
const api = import.meta.resolve('tsx/esm/api');
const code = `import { register } from ${JSON.stringify(api)}; register(); await import(${JSON.stringify(new URL('./_w.ts', import.meta.url).href)});`;
const w = new Worker(new URL('data:text/javascript,' + encodeURIComponent(code)));
w.on('message', (m) => {
  console.log('got', m);
  void w.terminate();
});
w.on('error', (e) => console.error('err', e));
