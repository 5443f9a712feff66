import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // Relative asset URLs so the built app works wherever the server mounts it.
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The anti-debug guard's `debugger` probe (shell/DebugGuard.tsx) must survive minification, which drops it by default.
    rolldownOptions: { output: { minify: { compress: { dropDebugger: false }, mangle: true } } },
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true } },
  },
});
