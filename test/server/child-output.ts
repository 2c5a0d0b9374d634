import type { ChildProcess } from 'node:child_process';

/** Everything a child process prints (stdout and stderr, as it arrives), for waits and failure messages. */
export function collectOutput(child: ChildProcess): () => string {
  let output = '';
  const add = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', add);
  child.stderr?.on('data', add);
  return () => output;
}
