import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startServer, type RunningServer } from "#tests/e2e/server.ts";

const adminUrl = () => `postgres://postgres@127.0.0.1:${process.env.MULTI_POSTGRES_PORT}/postgres`;

/**
 * An empty database on the suite's PostgreSQL server. Instances on one database share one job queue
 * (any instance's worker may send a queued mail), so a spec whose instance must do the work itself
 * gives it a database of its own.
 */
export async function createFreshDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${process.env.MULTI_POSTGRES_PORT}/${name}`,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl() });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/**
 * Specs that inject a fault start an instance of their own on the suite's PostgreSQL server
 * (global-setup.ts), so the shared two instances never see it.
 */
export async function startOwnInstance(env: Record<string, string>): Promise<RunningServer> {
  return startServer({
    env: {
      DATABASE_URL: process.env.MULTI_DATABASE_URL!,
      AUTH_SECRET: process.env.MULTI_AUTH_SECRET!,
      LOG_LEVEL: "info",
      FORM_RATE_LIMIT_PER_HOUR: "1000",
      ...env,
    },
  });
}

/** A self-signed certificate for 127.0.0.1 (a TLS-terminating proxy in front of the instances). */
export function selfSignedCertificate(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-tls-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-keyout",
        "key.pem",
        "-out",
        "cert.pem",
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
      ],
      { cwd: dir, stdio: "ignore" },
    );
    return {
      key: fs.readFileSync(path.join(dir, "key.pem"), "utf8"),
      cert: fs.readFileSync(path.join(dir, "cert.pem"), "utf8"),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function stopOwnInstance(server: RunningServer | undefined) {
  if (!server) return;
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
