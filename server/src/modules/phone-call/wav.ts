// A tone as a WAV file (RIFF, PCM, 8 kHz, 16-bit, mono): what the sandbox provider hands over as a call's recording,
// so the recording path (storage, signed link, the browser's player) runs on a real audio file.

const RATE = 8000;
const HEADER_BYTES = 44;

// `seconds` of a 440 Hz tone, beeping half a second on, a quarter off, at moderate volume.
export function toneWav(seconds: number): Buffer {
  const samples = Math.max(1, Math.round(seconds * RATE));
  const out = Buffer.alloc(HEADER_BYTES + samples * 2);
  out.write('RIFF', 0, 'latin1');
  out.writeUInt32LE(36 + samples * 2, 4);
  out.write('WAVE', 8, 'latin1');
  out.write('fmt ', 12, 'latin1');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(RATE, 24);
  out.writeUInt32LE(RATE * 2, 28); // bytes per second
  out.writeUInt16LE(2, 32); // bytes per frame
  out.writeUInt16LE(16, 34); // bits per sample
  out.write('data', 36, 'latin1');
  out.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) {
    const on = (i % (RATE * 0.75)) < RATE * 0.5;
    const value = on ? Math.round(Math.sin((2 * Math.PI * 440 * i) / RATE) * 8000) : 0;
    out.writeInt16LE(value, HEADER_BYTES + i * 2);
  }
  return out;
}

// Whether bytes are a WAV file (its RIFF header), for what a provider hands over.
export function isWav(bytes: Buffer): boolean {
  return bytes.length > HEADER_BYTES && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WAVE';
}
