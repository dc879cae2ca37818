import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sleep, tempDir } from "./server-process.ts";

export function findNginx() {
  for (const candidate of ["/usr/sbin/nginx", "/usr/bin/nginx"]) {
    try {
      execFileSync(candidate, ["-v"], { stdio: "ignore" });
      return candidate;
    } catch {}
  }
  throw new Error("nginx is not installed (apt-get install nginx-light)");
}

/** nginx as our own foreground process, round-robin over the given loopback ports. */
export async function startNginx(port: number, upstreamPorts: number[]) {
  const binary = findNginx();
  const dir = tempDir("nginx");
  for (const sub of ["client", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    mkdirSync(join(dir, sub));
  }
  const config = `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 6m;
  upstream projingga {
${upstreamPorts.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=0;`).join("\n")}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://projingga;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream off;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
  const configFile = join(dir, "nginx.conf");
  writeFileSync(configFile, config);
  const child: ChildProcess = spawn(binary, ["-p", dir, "-c", configFile, "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch {
      if (attempt > 100) throw new Error(`nginx did not start: ${stderr}`);
      await sleep(50);
    }
  }
  return {
    url,
    dir,
    errorLog: () => readFileSync(join(dir, "error.log"), "utf8"),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT");
      await Promise.race([exited, sleep(5_000)]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}
