/**
 * A bare Chrome DevTools Protocol client over Node's WebSocket, for what Playwright cannot measure: Chromium refuses
 * to prerender a page while Playwright's session is attached to it ("PrerenderingDisabledByDevTools"), but not when
 * the client attaches to the tab and lets the tab attach its pages (the prerendered one too), as here.
 */
export interface DevToolsEvent {
  method: string;
  params: Record<string, unknown>;
  sessionId?: string;
}

export interface DevTools {
  send<T = Record<string, unknown>>(method: string, params?: object, sessionId?: string): Promise<T>;
  /** Calls `listener` with every event until the returned function is called. */
  on(listener: (event: DevToolsEvent) => void): () => void;
  close(): void;
}

/** Connects to the browser's own endpoint of the Chromium listening on `port` for DevTools. */
export async function connectDevTools(port: number): Promise<DevTools> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = () => reject(new Error(`No DevTools endpoint on port ${port}`));
  });
  let lastId = 0;
  const pending = new Map<
    number,
    { resolve: (value: never) => void; reject: (error: Error) => void; method: string }
  >();
  const listeners = new Set<(event: DevToolsEvent) => void>();
  socket.onmessage = (message) => {
    const data = JSON.parse(String(message.data)) as DevToolsEvent & {
      id?: number;
      result?: never;
      error?: { message: string };
    };
    if (data.id === undefined) return listeners.forEach((listener) => listener(data));
    const call = pending.get(data.id);
    pending.delete(data.id);
    if (data.error) call?.reject(new Error(`${call.method}: ${data.error.message}`));
    else call?.resolve(data.result!);
  };
  return {
    send: (method, params = {}, sessionId) =>
      new Promise((resolve, reject) => {
        const id = ++lastId;
        pending.set(id, { resolve, reject, method });
        socket.send(JSON.stringify({ id, method, params, sessionId }));
      }),
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => socket.close(),
  };
}
