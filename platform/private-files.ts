export const PRIVATE_UMASK = 0o077;

/**
 * Everything this process creates is readable by its own user only: the data folder holds health data
 * (the embedded database), mails with sign-in links (the outbox), backups, uploads and the auth secret.
 * Called first by every entry point (server, CLI scripts), before anything writes a file.
 */
export function makeFilesPrivate(): void {
  // Worker threads may not change the umask; every entry point is a main thread.
  process.umask(PRIVATE_UMASK);
}

/** Repairs what an older version, a copy or a restore left readable (platform/file-modes.ts). */
export { repairPrivateModes } from "./file-modes.ts";
