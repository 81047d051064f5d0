/** Where the browser keeps whose tracker and quiz results it holds (app/domain/accounts/sync-client.ts). */
export const SYNC_STORAGE_KEY = "wellnessAccountSync";
