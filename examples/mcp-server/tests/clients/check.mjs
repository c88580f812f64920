// The TypeScript MCP SDK's client (npm `@modelcontextprotocol/sdk`) runs
// the checks of cases.json against the example server, over stdio or
// streamable HTTP.
//
//     node check.mjs --server PATH/TO/mcp-server --transport stdio|http
//
// Prints one line per check and closes with `N passed, M failed`; exits 1
// if any check failed. The SDK validates any structured content against the
// tool's output schema by itself, on error results too, and throws if it
// does not match: such a call fails its check with the SDK's message.

import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { devNull } from "node:os";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const here = new URL(".", import.meta.url);
const CASES = JSON.parse(readFileSync(new URL("cases.json", here), "utf8"));
const sdk = JSON.parse(
  readFileSync(new URL("node_modules/@modelcontextprotocol/sdk/package.json", here), "utf8"),
);

function options() {
  const argv = process.argv.slice(2);
  const get = (flag) => {
    const i = argv.indexOf(flag);
    if (i < 0 || i + 1 >= argv.length) {
      console.error("usage: node check.mjs --server PATH --transport stdio|http");
      process.exit(2);
    }
    return argv[i + 1];
  };
  return { server: get("--server"), transport: get("--transport") };
}

function serverArgs(roles) {
  const args = ["--db", ":memory:", "--today", CASES.today, "--log", devNull];
  return roles ? [...args, "--roles", roles] : args;
}

/** A server serving HTTP on a loopback port it picks, and its address. */
async function httpServer(server, roles) {
  const child = spawn(server, ["--http", "127.0.0.1:0", ...serverArgs(roles)], {
    stdio: ["ignore", "pipe", "ignore"],
  });
  const lines = createInterface({ input: child.stdout });
  const line = await Promise.race([
    new Promise((resolve) => lines.once("line", resolve)),
    new Promise((_, reject) => setTimeout(() => reject(new Error("no listening line")), 20000)),
  ]);
  return { child, url: line.replace(/^listening on /, "") };
}

/** A client connected to a fresh server. */
async function connect(server, transport, roles, children) {
  const client = new Client({ name: "aacl-checks", version: "1.0.0" });
  if (transport === "stdio") {
    await client.connect(
      new StdioClientTransport({ command: server, args: serverArgs(roles), stderr: "ignore" }),
    );
  } else {
    const { child, url } = await httpServer(server, roles);
    children.push(child);
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  }
  return client;
}

function assert(ok, message) {
  if (!ok) throw new Error(message);
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

const texts = (result) =>
  (result.content ?? []).filter((c) => c.type === "text").map((c) => c.text);

const tokens = (pointer) =>
  pointer.split("/").slice(1).map((t) => t.replaceAll("~1", "/").replaceAll("~0", "~"));

function parentOf(value, pointer) {
  const path = tokens(pointer);
  const last = path.pop();
  for (const t of path) value = value[t];
  return [value, Array.isArray(value) ? Number(last) : last];
}

/** The call with each correction's example put at its path: an unknown key
 * is left out, or sent under the declared name its example gives. */
function retried(args, corrections) {
  const call = structuredClone(args);
  for (const c of corrections) {
    const [parent, key] = parentOf(call, c.path);
    if (c.code === "UNKNOWN_FIELD") {
      const sent = parent[key];
      delete parent[key];
      if ("example" in c) parent[c.example] = sent;
    } else if ("example" in c) {
      parent[key] = c.example;
    } else {
      throw new Error(`no example to follow at ${c.path}: ${c.hint}`);
    }
  }
  return call;
}

/** The error's JSON (the first text block) and its lines (the second). */
function errorOf(result) {
  assert(result.isError === true, `expected an error result, got ${JSON.stringify(result)}`);
  assert(!("structuredContent" in result), `an error result with structuredContent: ${JSON.stringify(result)}`);
  const blocks = texts(result);
  assert(blocks.length === 2, `expected two text blocks, got ${JSON.stringify(blocks)}`);
  return [JSON.parse(blocks[0]), blocks[1].split("\n")];
}

function successOf(result) {
  assert(result.isError !== true, texts(result).join("\n"));
  return result.structuredContent;
}

function subset(expect, got) {
  for (const [key, value] of Object.entries(expect)) {
    assert(same(got[key], value), `${key}: expected ${JSON.stringify(value)}, got ${JSON.stringify(got[key])} in ${JSON.stringify(got)}`);
  }
}

function severalErrors(c, result) {
  const [error, lines] = errorOf(result);
  assert(error.category === "validation_error" && error.retryable === true, JSON.stringify(error));
  const corrections = error.corrections;
  assert(same(corrections.map((x) => x.path), c.paths), JSON.stringify(corrections));
  corrections.forEach((x, i) => {
    for (const key of ["code", "path", "expected", "received", "received_type", "hint"]) {
      assert(key in x, `${key} missing from ${JSON.stringify(x)}`);
    }
    assert(lines[i]?.startsWith(`${x.code}:`), `${JSON.stringify(lines[i])} is not the line of ${x.code}`);
  });
  assert(lines.length === corrections.length, JSON.stringify(lines));
  return corrections;
}

function namedError(c, result) {
  const [error, lines] = errorOf(result);
  subset(c.error, error);
  assert(lines.length === 1 && lines[0].startsWith(c.line), JSON.stringify(lines));
}

function toolsList(tools) {
  const names = tools.map((t) => t.name).sort();
  assert(same(names, CASES.tools), JSON.stringify(names));
  for (const t of tools) {
    assert(!JSON.stringify(t.inputSchema).includes("$ref"), `${t.name}: a $ref in ${JSON.stringify(t.inputSchema)}`);
    for (const [name, p] of Object.entries(t.inputSchema.properties)) {
      assert("type" in p, `${t.name}.${name} has no type: ${JSON.stringify(p)}`);
    }
    assert(t.outputSchema, `${t.name} has no outputSchema`);
  }
}

async function run({ server, transport }) {
  let passed = 0;
  let failed = 0;
  console.log(`# typescript @modelcontextprotocol/sdk ${sdk.version} over ${transport}`);
  const clients = new Map();
  const children = [];
  const session = async (roles) => {
    if (!clients.has(roles)) clients.set(roles, await connect(server, transport, roles, children));
    return clients.get(roles);
  };
  const call = async (roles, name, args) => (await session(roles)).callTool({ name, arguments: args });
  const check = async (name, body) => {
    try {
      await body();
      passed += 1;
      console.log(`ok   ${name}`);
    } catch (e) {
      failed += 1;
      console.log(`FAIL ${name}: ${e?.constructor?.name ?? "Error"}: ${e?.message ?? e}`);
    }
  };

  try {
    await check("tools/list: no $ref, a type on every property", async () => {
      toolsList((await (await session(undefined)).listTools()).tools);
    });
    for (const c of CASES.cases) {
      const { tool, check: kind, roles } = c;
      if (kind === "clean" || kind === "sloppy") {
        await check(`${tool}: ${kind} call`, async () => {
          subset(c.expect, successOf(await call(roles, tool, c.arguments)));
        });
      } else if (kind === "several errors") {
        let found = [];
        await check(`${tool}: several errors, each with its path`, async () => {
          found = severalErrors(c, await call(roles, tool, c.arguments));
        });
        await check(`${tool}: retry built from the examples`, async () => {
          assert(found.length > 0, "no corrections to follow");
          successOf(await call(roles, tool, retried(c.arguments, found)));
        });
      } else {
        await check(`${tool}: ${kind}`, async () => {
          namedError(c, await call(roles, tool, c.arguments));
        });
      }
    }
  } finally {
    for (const client of clients.values()) await client.close().catch(() => {});
    for (const child of children) child.kill();
  }
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0;
}

process.exit((await run(options())) ? 0 : 1);
