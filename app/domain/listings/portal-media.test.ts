import { describe, expect, test } from "vitest";
import {
  isInSpain,
  isVideoUrl,
  isVirtualTourUrl,
  listingMediaLinks,
  parseDegrees,
  publishedCoordinate,
} from "./portal-media";

describe("a listing's place as portals abroad get it", () => {
  test("is rounded to three decimals, about a hundred metres", () => {
    // Plaza de la Merced, Málaga, as a phone's map gives it.
    expect(publishedCoordinate(36.72176543)).toBe(36.722);
    expect(publishedCoordinate(-4.41803219)).toBe(-4.418);
    expect(publishedCoordinate(28.1)).toBe(28.1);
  });

  test("is in Spain: the peninsula, the islands, Ceuta and Melilla, and the Canaries", () => {
    expect(isInSpain(40.4168, -3.7038)).toBe(true); // Madrid
    expect(isInSpain(39.5696, 2.6502)).toBe(true); // Palma
    expect(isInSpain(35.2923, -2.9381)).toBe(true); // Melilla
    expect(isInSpain(28.1235, -15.4363)).toBe(true); // Las Palmas de Gran Canaria
    expect(isInSpain(27.8072, -17.9151)).toBe(true); // El Hierro
  });

  test("is refused outside Spain, or with its numbers swapped", () => {
    expect(isInSpain(51.4545, -2.5879)).toBe(false); // Bristol
    expect(isInSpain(-3.7038, 40.4168)).toBe(false); // Madrid, latitude and longitude swapped
    expect(isInSpain(44.8378, -0.5792)).toBe(false); // Bordeaux, just north of the border
    expect(isInSpain(28.1235, -3.7)).toBe(false); // the Canaries' latitude at the peninsula's longitude
  });

  test("is read as people paste it", () => {
    expect(parseDegrees("36,7213")).toBe(36.7213);
    expect(parseDegrees(" -4.4214 ")).toBe(-4.4214);
    expect(parseDegrees("36º 43' N")).toBeNull();
    expect(parseDegrees("")).toBeNull();
  });
});

describe("the video and the virtual tour", () => {
  test("a video is an https address on YouTube or Vimeo", () => {
    expect(isVideoUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBe(true);
    expect(isVideoUrl("https://youtu.be/dQw4w9WgXcQ")).toBe(true);
    expect(isVideoUrl("https://vimeo.com/76979871")).toBe(true);
    expect(isVideoUrl("http://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBe(false);
    expect(isVideoUrl("https://www.dailymotion.com/video/x7tgad0")).toBe(false);
    expect(isVideoUrl("https://youtube.com.example.net/watch")).toBe(false);
    expect(isVideoUrl("https://www.youtube.com/")).toBe(false);
  });

  test("a virtual tour is any https address", () => {
    expect(isVirtualTourUrl("https://my.matterport.com/show/?m=SxQL3iGyoDo")).toBe(true);
    expect(isVirtualTourUrl("http://my.matterport.com/show/?m=SxQL3iGyoDo")).toBe(false);
    expect(isVirtualTourUrl("javascript:alert(1)")).toBe(false);
    expect(isVirtualTourUrl("matterport")).toBe(false);
  });
});

describe("the video and tour as the buyer's links", () => {
  test("name the site a buyer lands on", () => {
    expect(
      listingMediaLinks({ videoUrl: "https://youtu.be/abc", virtualTourUrl: "https://www.kuula.co/share/x" }),
    ).toEqual([
      { kind: "video", href: "https://youtu.be/abc", site: "YouTube" },
      { kind: "tour", href: "https://www.kuula.co/share/x", site: "kuula.co" },
    ]);
    expect(listingMediaLinks({ videoUrl: "https://vimeo.com/123", virtualTourUrl: null })).toEqual([
      { kind: "video", href: "https://vimeo.com/123", site: "Vimeo" },
    ]);
  });

  test("leave out what the form would refuse", () => {
    expect(
      listingMediaLinks({ videoUrl: "https://example.com/video", virtualTourUrl: "javascript:alert(1)" }),
    ).toEqual([]);
    expect(listingMediaLinks({ videoUrl: null, virtualTourUrl: "http://tour.example/x" })).toEqual([]);
  });
});
