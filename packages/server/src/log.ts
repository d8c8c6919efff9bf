/** Structured JSON log lines on stdout/stderr: one object per line, easy to ship and grep. */
type Level = 'info' | 'warn' | 'error';

export type Logger = (level: Level, msg: string, fields?: Record<string, unknown>) => void;

export const jsonLogger: Logger = (level, msg, fields = {}) => {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.info(line);
};

export const silentLogger: Logger = () => undefined;
