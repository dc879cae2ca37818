import pino from "pino";

export type Logger = pino.Logger;

/** One JSON object per line; `destination` lets tests read what would reach stdout. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    redact: {
      paths: ["password", "*.password", "sessionId", "*.sessionId", "req.headers.cookie"],
      censor: "[redacted]",
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
