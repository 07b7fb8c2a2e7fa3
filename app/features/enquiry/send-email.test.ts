import { afterEach, describe, expect, it, vi } from "vitest";
import { site } from "../../../shared/site";
import { RELAY_PATH, relayPayloadSchema } from "../../../shared/relay-contract";
import { messagesFor } from "../../../shared/i18n/messages";
import { RelayError, SendFailure, relayEndpoint, sendEmail } from "./send-email";
import { failureTexts } from "./use-enquiry-submit";

const en = messagesFor("en");
const zh = messagesFor("zh-hk");
const english = { failures: failureTexts(en) };
const chinese = { locale: "zh-hk" as const, failures: failureTexts(zh) };

const email = { subject: "Hello", body: "Name: Jane\nMessage: Hi" };
const signals = { website: "", elapsedMs: 5321.4 };

function answer(status: number, body: unknown) {
  return new Response(typeof body === "string" ? body : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("sendEmail", () => {
  it("posts the relay payload as JSON to the relay path and resolves on success", async () => {
    const fetchMock = vi.fn(async () => answer(200, { success: true }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(sendEmail(email, signals, english)).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(RELAY_PATH);
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("Content-Type")).toBe("application/json");
    const payload = JSON.parse(String(init.body));
    expect(payload).toEqual({
      to: site.email,
      name: site.senderLabel,
      subject: "Hello",
      body: email.body,
      website: "",
      elapsedMs: 5321,
    });
    expect(relayPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it("adds a form's typed enquiry to the payload, within the relay contract", async () => {
    const fetchMock = vi.fn(async () => answer(200, { success: true }));
    vi.stubGlobal("fetch", fetchMock);
    const enquiry = { kind: "contact", page: "/contact-us/", fields: { name: "Jane", message: "Hi" } };
    await sendEmail(email, signals, { ...english, enquiry });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const payload = JSON.parse(String(init.body));
    expect(payload).toMatchObject({ subject: "Hello", body: email.body, enquiry });
    expect(relayPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it("sends the honeypot's value as it is", async () => {
    const fetchMock = vi.fn(async () => answer(200, { success: true }));
    vi.stubGlobal("fetch", fetchMock);
    await sendEmail(email, { website: "spam.example", elapsedMs: 10 }, english);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ website: "spam.example", elapsedMs: 10 });
  });

  it("throws a RelayError with the relay's own text when it refuses what was typed (400 with an error field)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(400, { error: en.invalid_email_required })),
    );
    const failure = sendEmail(email, signals, english);
    await expect(failure).rejects.toBeInstanceOf(RelayError);
    await expect(sendEmail(email, signals, english)).rejects.toThrow(en.invalid_email_required);
  });

  it("treats an error field as a failure even with status 200", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(200, { error: "Refused" })),
    );
    await expect(sendEmail(email, signals, english)).rejects.toThrow(new RelayError("Refused"));
  });

  it("turns a network failure into the form's own words, never the browser's", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(sendEmail(email, signals, english)).rejects.toThrow(new SendFailure(en.form_network_failure));
  });

  it.each([
    ["a non-JSON error page", 502, "<html>Bad gateway</html>", en.relay_delivery_failed],
    ["a 200 without success", 200, { ok: 1 }, en.relay_unexpected_answer],
    ["a non-JSON 200", 200, "<html>Welcome to nginx</html>", en.relay_unexpected_answer],
    ["an error status without an error field", 500, {}, en.relay_delivery_failed],
    ["a proxy's 413 page", 413, "<html>413 Request Entity Too Large</html>", en.relay_too_large],
    ["a 429 with the relay's own text", 429, { error: "Slow down" }, en.form_too_many],
    ["a 503 with the relay's own text", 503, { error: "Down for maintenance" }, en.relay_delivery_failed],
  ])("rejects %s with the form's own message", async (_, status, body, expected) => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(status, body)),
    );
    const failure = sendEmail(email, signals, english);
    await expect(failure).rejects.toBeInstanceOf(SendFailure);
    await expect(failure).rejects.not.toBeInstanceOf(RelayError);
    await expect(sendEmail(email, signals, english)).rejects.toThrow(new SendFailure(expected));
  });
});

describe("sendEmail from a Chinese page", () => {
  it("names the page's language in the relay's address, so the relay answers in it", async () => {
    const fetchMock = vi.fn(async () => answer(200, { success: true }));
    vi.stubGlobal("fetch", fetchMock);
    await sendEmail(email, signals, chinese);
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(url).toBe(`${RELAY_PATH}?lang=zh-hk`);
  });

  it.each([
    ["the network fails (Chrome)", () => Promise.reject(new TypeError("Failed to fetch")), zh.form_network_failure],
    ["the network fails (Safari)", () => Promise.reject(new TypeError("Load failed")), zh.form_network_failure],
    ["the answer is not JSON", async () => answer(200, "<html>Hi</html>"), zh.relay_unexpected_answer],
    ["the server fails", async () => answer(502, "<html>Bad gateway</html>"), zh.relay_delivery_failed],
    ["the post is too large", async () => answer(413, { error: "Request too large" }), zh.relay_too_large],
    ["too many were sent", async () => answer(429, { error: "Too many requests" }), zh.form_too_many],
  ])("says in Chinese when %s", async (_, fetcher, expected) => {
    vi.stubGlobal("fetch", vi.fn(fetcher));
    await expect(sendEmail(email, signals, chinese)).rejects.toThrow(new SendFailure(expected));
  });
});

describe("relayEndpoint", () => {
  it("appends the relay path to an origin, empty meaning the same origin", () => {
    expect(relayEndpoint("")).toBe("/send-email");
    expect(relayEndpoint("https://relay.example.com")).toBe("https://relay.example.com/send-email");
    expect(relayEndpoint("https://relay.example.com/")).toBe("https://relay.example.com/send-email");
  });
  it("keeps an address that already names the path", () => {
    expect(relayEndpoint("https://relay.example.com/send-email")).toBe("https://relay.example.com/send-email");
  });
});
