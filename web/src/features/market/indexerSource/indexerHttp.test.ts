import { describe, expect, it } from "vitest";
import { IndexerAnswerError } from "./indexerAnswer";
import { indexerHttp, MAX_ANSWER_CHARS } from "./indexerHttp";

/** A fetch that answers `body` with `status`, recording the URL and method asked for. */
function answering(body: string, status = 200, headers: Record<string, string> = {}) {
  const asked: { url: string; method?: string }[] = [];
  const fetchImpl = (async (url: URL | RequestInfo, init?: RequestInit) => {
    asked.push({ url: String(url), method: init?.method });
    return new Response(body, { status, headers });
  }) as typeof fetch;
  return { asked, fetchImpl };
}

describe("indexerHttp", () => {
  it("sends a query the way @ponder/client does: superjson in the sql parameter of a POST to /sql/db", async () => {
    const { asked, fetchImpl } = answering('{"rows":[]}');
    expect(await indexerHttp("http://indexer.test/", fetchImpl).sql("select 1 where $1 = $2", [5, "7"])).toEqual({ rows: [] });
    const url = new URL(asked[0].url);
    expect(asked[0].method).toBe("POST");
    expect(url.pathname).toBe("/sql/db");
    expect(JSON.parse(url.searchParams.get("sql")!)).toEqual({ json: { sql: "select 1 where $1 = $2", params: [5, "7"] } });
  });

  it("reads the status from /status", async () => {
    const { asked, fetchImpl } = answering("{}");
    await indexerHttp("http://indexer.test", fetchImpl).status();
    expect(asked[0].url).toBe("http://indexer.test/status");
  });

  it.each([
    ["an HTTP error", answering("Invalid query", 500)],
    ["a body that is not JSON", answering("<html>oops</html>")],
    ["a body larger than the limit", answering(" ".repeat(MAX_ANSWER_CHARS + 1))],
    ["a declared length larger than the limit", answering("{}", 200, { "content-length": String(MAX_ANSWER_CHARS + 1) })],
  ])("refuses %s", async (_, { fetchImpl }) => {
    await expect(indexerHttp("http://indexer.test", fetchImpl).status()).rejects.toBeInstanceOf(IndexerAnswerError);
  });
});
