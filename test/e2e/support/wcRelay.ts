/**
 * A local stand-in for the WalletConnect relay (the public cloud service tests cannot reach). It speaks the
 * relay's WebSocket JSON-RPC as @walletconnect/core 2.x uses it:
 *
 * - irn_subscribe / irn_batchSubscribe → the subscription id (sha256 of topic + client id, as the client
 *   computes it itself), then any stored message of the topic this client has not acknowledged yet;
 * - irn_unsubscribe / irn_batchUnsubscribe → true;
 * - irn_publish / irn_batchPublish → true; the message is stored for its ttl and pushed to every other
 *   client subscribed to the topic as an irn_subscription request, which the client acknowledges;
 * - irn_batchFetchMessages → the topics' unacknowledged messages;
 * - wc_proposeSession / wc_approveSession (the sign client's session set-up calls) → published on the
 *   pairing topic / on the pairing and session topics, with the caller subscribed to the pairing / session
 *   topic by the relay (the client skips its own irn_subscribe for those), as the real relay does.
 *
 * Messages live in a per-topic mailbox until their ttl, and each client gets each message until it
 * acknowledges it: a page that reloads, or a wallet that pairs after the proposal was sent, still gets it.
 * The client id comes from the `auth` JWT in the connection URL (its `iss`, the client's did:key). Node
 * clients close a socket that sends no WebSocket ping for 35 s, so the relay pings every 10 s.
 */
import { createHash, randomUUID } from "crypto";
import type { AddressInfo } from "net";
import { WebSocketServer, type WebSocket } from "ws";

interface Stored {
  topic: string;
  message: string;
  publishedAt: number;
  expiresAt: number;
  tag?: number;
  attestation?: string;
  publisher: string;
  ackedBy: Set<string>;
}

interface Peer {
  socket: WebSocket;
  clientId: string;
  topics: Set<string>;
  /** irn_subscription ids awaiting this peer's acknowledgement → the message. */
  inflight: Map<number, Stored>;
}

interface JsonRpcRequest {
  id: number | string;
  jsonrpc: "2.0";
  method: string;
  params?: Record<string, unknown>;
}

export interface LocalRelay {
  url: string;
  port: number;
  /** Every request method received, in order (for assertions and debugging). */
  methods: string[];
  close(): Promise<void>;
}

const PING_INTERVAL_MS = 10_000;
const DEFAULT_TTL_S = 300;
const TAG = { proposal: 1100, proposalResponse: 1101, settle: 1102 };

function clientIdFromUrl(rawUrl: string | undefined): string {
  try {
    const auth = new URL(rawUrl ?? "/", "ws://relay").searchParams.get("auth");
    const payload = auth?.split(".")[1];
    if (payload) {
      const iss = (JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { iss?: unknown }).iss;
      if (typeof iss === "string" && iss) return iss;
    }
  } catch {
    // an unreadable token: treat the socket as an anonymous client
  }
  return `anonymous:${randomUUID()}`;
}

export function subscriptionId(topic: string, clientId: string): string {
  return createHash("sha256").update(topic + clientId).digest("hex");
}

export async function startLocalRelay(port = 0, log: (line: string) => void = () => undefined): Promise<LocalRelay> {
  const server = new WebSocketServer({ host: "127.0.0.1", port });
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const peers = new Set<Peer>();
  const mailbox = new Map<string, Stored[]>();
  const methods: string[] = [];
  let nextId = Date.now() * 1000;

  const live = (topic: string): Stored[] => {
    const now = Date.now();
    const kept = (mailbox.get(topic) ?? []).filter((m) => m.expiresAt > now);
    mailbox.set(topic, kept);
    return kept;
  };

  const deliver = (peer: Peer, stored: Stored) => {
    if (stored.publisher === peer.clientId || stored.ackedBy.has(peer.clientId)) return;
    if ([...peer.inflight.values()].includes(stored)) return;
    const id = nextId++;
    peer.inflight.set(id, stored);
    log(`→ ${peer.clientId.slice(-8)} ${stored.topic.slice(0, 8)} tag ${stored.tag ?? "-"} #${id}`);
    const data: Record<string, unknown> = { topic: stored.topic, message: stored.message, publishedAt: stored.publishedAt };
    if (stored.tag !== undefined) data.tag = stored.tag;
    if (stored.attestation !== undefined) data.attestation = stored.attestation;
    peer.socket.send(
      JSON.stringify({ id, jsonrpc: "2.0", method: "irn_subscription", params: { id: subscriptionId(stored.topic, peer.clientId), data } }),
    );
  };

  const publish = (publisher: Peer, topic: string, message: string, ttl: unknown, tag?: unknown, attestation?: unknown) => {
    if (!topic || !message) throw new Error("topic and message are required");
    const stored: Stored = {
      topic,
      message,
      publishedAt: Date.now(),
      expiresAt: Date.now() + (typeof ttl === "number" && ttl > 0 ? ttl : DEFAULT_TTL_S) * 1000,
      tag: typeof tag === "number" ? tag : undefined,
      attestation: typeof attestation === "string" ? attestation : undefined,
      publisher: publisher.clientId,
      ackedBy: new Set(),
    };
    live(topic).push(stored);
    for (const peer of peers) if (peer.topics.has(topic)) deliver(peer, stored);
  };

  const subscribe = (peer: Peer, topic: string): string => {
    if (!topic) throw new Error("topic is required");
    peer.topics.add(topic);
    // Sent after the subscribe result, as the real relay does: the client maps the id first.
    setImmediate(() => live(topic).forEach((stored) => deliver(peer, stored)));
    return subscriptionId(topic, peer.clientId);
  };

  const handle = (peer: Peer, request: JsonRpcRequest): unknown => {
    const p = request.params ?? {};
    const str = (key: string) => (typeof p[key] === "string" ? (p[key] as string) : "");
    switch (request.method) {
      case "irn_subscribe":
        return subscribe(peer, str("topic"));
      case "irn_batchSubscribe":
        return ((p.topics as string[]) ?? []).map((topic) => subscribe(peer, topic));
      case "irn_unsubscribe":
        peer.topics.delete(str("topic"));
        return true;
      case "irn_batchUnsubscribe":
        for (const s of (p.subscriptions as { topic: string }[]) ?? []) peer.topics.delete(s.topic);
        return true;
      case "irn_publish":
        publish(peer, str("topic"), str("message"), p.ttl, p.tag, p.attestation);
        return true;
      case "irn_batchPublish":
        for (const m of (p.messages as Record<string, unknown>[]) ?? []) publish(peer, m.topic as string, m.message as string, m.ttl, m.tag, m.attestation);
        return true;
      case "irn_batchFetchMessages": {
        const messages = ((p.topics as string[]) ?? [])
          .flatMap((topic) => live(topic))
          .filter((m) => m.publisher !== peer.clientId && !m.ackedBy.has(peer.clientId));
        messages.forEach((m) => m.ackedBy.add(peer.clientId));
        return {
          messages: messages.map((m) => ({ topic: m.topic, message: m.message, publishedAt: m.publishedAt, tag: m.tag, attestation: m.attestation })),
          hasMore: false,
        };
      }
      case "wc_proposeSession":
        // The proposer subscribed to the pairing topic with skipSubscribe: the relay subscribes it here.
        subscribe(peer, str("pairingTopic"));
        publish(peer, str("pairingTopic"), str("sessionProposal"), p.ttl, TAG.proposal, p.attestation);
        return true;
      case "wc_approveSession":
        // Likewise the approving wallet to the new session topic.
        subscribe(peer, str("sessionTopic"));
        publish(peer, str("pairingTopic"), str("sessionProposalResponse"), p.ttl, TAG.proposalResponse);
        publish(peer, str("sessionTopic"), str("sessionSettlementRequest"), p.ttl, TAG.settle);
        return true;
      default:
        throw Object.assign(new Error(`Method not found: ${request.method}`), { code: -32601 });
    }
  };

  server.on("connection", (socket, req) => {
    const peer: Peer = { socket, clientId: clientIdFromUrl(req.url), topics: new Set(), inflight: new Map() };
    peers.add(peer);
    log(`connect ${peer.clientId.slice(-8)}`);
    const pinger = setInterval(() => socket.ping(), PING_INTERVAL_MS);
    socket.on("close", () => {
      log(`close ${peer.clientId.slice(-8)}`);
      clearInterval(pinger);
      peers.delete(peer);
    });
    socket.on("message", (raw) => {
      let payload: Partial<JsonRpcRequest> & { result?: unknown; error?: unknown };
      try {
        payload = JSON.parse(raw.toString());
      } catch {
        socket.send(JSON.stringify({ id: null, jsonrpc: "2.0", error: { code: -32700, message: "Parse error" } }));
        return;
      }
      if (!payload.method) {
        // An acknowledgement of an irn_subscription we sent.
        const stored = peer.inflight.get(Number(payload.id));
        if (stored) {
          peer.inflight.delete(Number(payload.id));
          if (payload.error === undefined) stored.ackedBy.add(peer.clientId);
          log(`ack ${peer.clientId.slice(-8)} #${String(payload.id)}${payload.error === undefined ? "" : " (error)"}`);
        }
        return;
      }
      methods.push(payload.method);
      const topic = (payload.params as { topic?: unknown } | undefined)?.topic;
      log(`${peer.clientId.slice(-8)} ${payload.method}${typeof topic === "string" ? ` ${topic.slice(0, 8)} tag ${String((payload.params as { tag?: unknown }).tag ?? "-")}` : ""}`);
      try {
        const result = handle(peer, payload as JsonRpcRequest);
        socket.send(JSON.stringify({ id: payload.id, jsonrpc: "2.0", result }));
      } catch (error) {
        const e = error as { code?: number; message?: string };
        socket.send(JSON.stringify({ id: payload.id, jsonrpc: "2.0", error: { code: e.code ?? -32602, message: e.message ?? String(error) } }));
      }
    });
  });

  const actualPort = (server.address() as AddressInfo).port;
  return {
    url: `ws://127.0.0.1:${actualPort}`,
    port: actualPort,
    methods,
    close: () =>
      new Promise<void>((resolve) => {
        for (const peer of peers) peer.socket.terminate();
        server.close(() => resolve());
      }),
  };
}
