// Makes the small media files the demo and the tests play (demo/static/media/): recorded in headless Chromium
// from a canvas and an oscillator, so nothing is downloaded and the bytes stay small. Run: node scripts/make-media.mjs
import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { findChromium } from './find-chromium.mjs';

const OUT = new URL('../demo/static/media/', import.meta.url);
const SECONDS = 4;
const FILES = [
  { name: 'sample.webm', type: 'video/webm;codecs=vp8,opus', video: true },
  { name: 'sample.mp4', type: 'video/mp4;codecs=avc1', video: true },
  { name: 'tone.webm', type: 'audio/webm;codecs=opus', video: false },
  { name: 'tone.m4a', type: 'audio/mp4', video: false },
];

const browser = await chromium.launch({ executablePath: findChromium(), args: ['--autoplay-policy=no-user-gesture-required'] });
const page = await browser.newPage();
for (const file of FILES) {
  const bytes = await page.evaluate(
    async ({ type, video, seconds }) => {
      const audio = new AudioContext();
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      gain.gain.value = 0.1;
      tone.frequency.value = 440;
      const sink = audio.createMediaStreamDestination();
      tone.connect(gain).connect(sink);
      tone.start();
      const tracks = [...sink.stream.getAudioTracks()];
      let frame = 0;
      let draw = () => {};
      if (video) {
        const canvas = document.createElement('canvas');
        canvas.width = 160;
        canvas.height = 90;
        const ctx = canvas.getContext('2d');
        draw = () => {
          frame += 1;
          ctx.fillStyle = `hsl(${(frame * 3) % 360} 60% 40%)`;
          ctx.fillRect(0, 0, 160, 90);
          ctx.fillStyle = '#fff';
          ctx.font = '28px sans-serif';
          ctx.fillText(String(Math.floor(frame / 30)), 70, 56);
        };
        draw();
        tracks.push(...canvas.captureStream(30).getVideoTracks());
      }
      const recorder = new MediaRecorder(new MediaStream(tracks), { mimeType: type, videoBitsPerSecond: 60_000, audioBitsPerSecond: 24_000 });
      const chunks = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const done = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start();
      const timer = setInterval(draw, 33);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      clearInterval(timer);
      recorder.stop();
      await done;
      tone.stop();
      return [...new Uint8Array(await new Blob(chunks).arrayBuffer())];
    },
    { type: file.type, video: file.video, seconds: SECONDS },
  );
  await writeFile(new URL(file.name, OUT), Uint8Array.from(bytes));
  console.log(file.name, bytes.length, 'bytes');
}
await browser.close();
