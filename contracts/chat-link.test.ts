import { describe, expect, it } from "vitest";
import {
  buildChatText,
  buildWhatsAppUrl,
  chatHref,
  DEFAULT_CHAT_GREETING,
  serviceChatGreeting,
} from "./chat-link.ts";

describe("chat texts", () => {
  it("uses the default consultation greeting without a service", () => {
    expect(buildChatText()).toBe(
      "Halo Projingga, saya ingin dibantu untuk konsultasi dan saran pemasaran untuk bisnis saya.",
    );
    expect(buildChatText({ description: "   " })).toBe(DEFAULT_CHAT_GREETING);
  });

  it("asks to manage the named service", () => {
    expect(buildChatText({ serviceName: "Digital Ads" })).toBe(
      "Halo Projingga, saya ingin dibantu untuk mengelola Digital Ads untuk bisnis saya.",
    );
  });

  it("appends a blank line and 'Deskripsi: ' with a description", () => {
    expect(buildChatText({ serviceName: "Live Streaming", description: " Jual sepatu " })).toBe(
      `${serviceChatGreeting("Live Streaming")}\n\nDeskripsi: Jual sepatu`,
    );
  });
});

describe("chat URLs", () => {
  it("encodes the text for wa.me", () => {
    const url = buildWhatsAppUrl(
      "6281100002026",
      buildChatText({ serviceName: "KOL & KOC Management", description: "a\nb" }),
    );
    expect(url.startsWith("https://wa.me/6281100002026?text=")).toBe(true);
    const text = new URL(url).searchParams.get("text");
    expect(text).toBe(
      "Halo Projingga, saya ingin dibantu untuk mengelola KOL & KOC Management untuk bisnis saya.\n\nDeskripsi: a\nb",
    );
    expect(url).not.toContain(" ");
    expect(url).toContain("%26");
  });

  it("points pages at the recording redirect, never at the number", () => {
    expect(chatHref()).toBe("/api/v1/chat");
    expect(chatHref({ service: "digital-ads", page: "/service/digital-ads" })).toBe(
      "/api/v1/chat?service=digital-ads&page=%2Fservice%2Fdigital-ads",
    );
    expect(chatHref({ service: "digital-ads", description: " Toko kopi\n " })).toBe(
      "/api/v1/chat?service=digital-ads&description=Toko+kopi",
    );
    expect(chatHref({ description: "  " })).toBe("/api/v1/chat");
  });
});
