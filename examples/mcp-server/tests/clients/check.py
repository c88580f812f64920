"""The Python MCP SDK's client (pip `mcp`) runs the checks of cases.json
against the example server, over stdio or streamable HTTP.

    python check.py --server PATH/TO/mcp-server --transport stdio|http

Prints one line per check and closes with `N passed, M failed`; exits 1 if
any check failed. The SDK validates a successful result's structured
content against the tool's output schema by itself.
"""

import argparse
import asyncio
import contextlib
import copy
import json
import os
import sys
from importlib.metadata import version
from pathlib import Path

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.client.streamable_http import streamable_http_client

CASES = json.loads((Path(__file__).parent / "cases.json").read_text())


def server_args(roles):
    args = ["--db", ":memory:", "--today", CASES["today"], "--log", os.devnull]
    return args + (["--roles", roles] if roles else [])


async def connect(stack, server, transport, roles):
    """A session with a fresh server: a child over stdio, or one serving
    HTTP on a loopback port it picks."""
    if transport == "stdio":
        params = StdioServerParameters(command=server, args=server_args(roles))
        streams = await stack.enter_async_context(stdio_client(params))
    else:
        proc = await asyncio.create_subprocess_exec(
            server, "--http", "127.0.0.1:0", *server_args(roles),
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.DEVNULL,
        )
        stack.push_async_callback(proc.wait)
        stack.callback(proc.kill)
        line = (await asyncio.wait_for(proc.stdout.readline(), 20)).decode().strip()
        url = line.removeprefix("listening on ")
        streams = await stack.enter_async_context(streamable_http_client(url))
    session = await stack.enter_async_context(ClientSession(streams[0], streams[1]))
    await session.initialize()
    return session


def wire(model):
    """A result as it travels: camelCase keys, absent fields left out."""
    return model.model_dump(by_alias=True, mode="json", exclude_none=True)


def texts(result):
    return [c.get("text") for c in result.get("content", []) if c.get("type") == "text"]


def tokens(pointer):
    return [t.replace("~1", "/").replace("~0", "~") for t in pointer.split("/")[1:]]


def put(value, pointer, new):
    *parents, last = tokens(pointer)
    for t in parents:
        value = value[int(t)] if isinstance(value, list) else value[t]
    if isinstance(value, list):
        value[int(last)] = new
    else:
        value[last] = new


def take(value, pointer):
    *parents, last = tokens(pointer)
    for t in parents:
        value = value[int(t)] if isinstance(value, list) else value[t]
    return value.pop(int(last) if isinstance(value, list) else last)


def retried(arguments, corrections):
    """The call with each correction's example put at its path: an unknown
    key is left out, or sent under the declared name its example gives."""
    call = copy.deepcopy(arguments)
    for c in corrections:
        if c["code"] == "UNKNOWN_FIELD":
            sent = take(call, c["path"])
            if "example" in c:
                put(call, c["path"].rsplit("/", 1)[0] + "/" + c["example"], sent)
        elif "example" in c:
            put(call, c["path"], c["example"])
        else:
            raise AssertionError(f"no example to follow at {c['path']}: {c['hint']}")
    return call


def error_of(result):
    """The error's JSON (the first text block) and its lines (the second)."""
    assert result.get("isError") is True, f"expected an error result, got {result}"
    assert "structuredContent" not in result, f"an error result with structuredContent: {result}"
    blocks = texts(result)
    assert len(blocks) == 2, f"expected two text blocks, got {blocks}"
    return json.loads(blocks[0]), blocks[1].split("\n")


def success_of(result):
    assert result.get("isError") is not True, "\n".join(texts(result))
    return result["structuredContent"]


def subset(expect, got):
    for key, value in expect.items():
        assert got.get(key) == value, f"{key}: expected {value!r}, got {got.get(key)!r} in {got}"


def several_errors(case, result):
    error, lines = error_of(result)
    assert error["category"] == "validation_error" and error["retryable"] is True, error
    corrections = error["corrections"]
    assert [c["path"] for c in corrections] == case["paths"], corrections
    for c, line in zip(corrections, lines):
        for key in ("code", "path", "expected", "received", "received_type", "hint"):
            assert key in c, f"{key} missing from {c}"
        assert line.startswith(c["code"] + ":"), f"{line!r} is not the line of {c['code']}"
    assert len(lines) == len(corrections), lines
    return corrections


def named_error(case, result):
    error, lines = error_of(result)
    subset(case["error"], error)
    assert len(lines) == 1 and lines[0].startswith(case["line"]), lines


def tools_list(tools):
    names = sorted(t["name"] for t in tools)
    assert names == CASES["tools"], names
    for t in tools:
        schema = t["inputSchema"]
        assert "$ref" not in json.dumps(schema), f"{t['name']}: a $ref in {schema}"
        for name, p in schema["properties"].items():
            assert "type" in p, f"{t['name']}.{name} has no type: {p}"
        assert "outputSchema" in t, t["name"]


async def run(server, transport):
    passed, failed = 0, 0
    label = f"python mcp {version('mcp')} over {transport}"
    print(f"# {label}")

    def report(name, error):
        nonlocal passed, failed
        if error is None:
            passed += 1
            print(f"ok   {name}")
        else:
            failed += 1
            print(f"FAIL {name}: {error}")

    async with contextlib.AsyncExitStack() as stack:
        sessions = {}

        async def session(roles):
            if roles not in sessions:
                sessions[roles] = await connect(stack, server, transport, roles)
            return sessions[roles]

        async def call(roles, tool, arguments):
            return wire(await (await session(roles)).call_tool(tool, arguments))

        async def check(name, body):
            try:
                await body()
                report(name, None)
            except Exception as e:  # every failure is one check's, with its reason
                report(name, f"{type(e).__name__}: {e}")

        async def listed():
            tools_list(wire(await (await session(None)).list_tools())["tools"])

        await check("tools/list: no $ref, a type on every property", listed)
        for case in CASES["cases"]:
            tool, kind, roles = case["tool"], case["check"], case.get("roles")
            if kind in ("clean", "sloppy"):
                async def body(case=case):
                    subset(case["expect"], success_of(await call(roles, tool, case["arguments"])))
                await check(f"{tool}: {kind} call", body)
            elif kind == "several errors":
                found = []

                async def body(case=case, found=found):
                    found.extend(several_errors(case, await call(roles, tool, case["arguments"])))
                await check(f"{tool}: several errors, each with its path", body)

                async def retry(case=case, found=found):
                    assert found, "no corrections to follow"
                    success_of(await call(roles, tool, retried(case["arguments"], found)))
                await check(f"{tool}: retry built from the examples", retry)
            else:
                async def body(case=case):
                    named_error(case, await call(roles, tool, case["arguments"]))
                await check(f"{tool}: {kind}", body)
    print(f"{passed} passed, {failed} failed")
    return failed == 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--server", required=True, help="the mcp-server binary")
    parser.add_argument("--transport", choices=["stdio", "http"], required=True)
    args = parser.parse_args()
    ok = asyncio.run(run(args.server, args.transport))
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
