import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compileHints } from './build/compile-hints-plugin.ts';
import { compileMessages } from './build/compile-messages-plugin.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    compileMessages(),
    react(),
    tailwindcss(),
    compileHints(
      (chunk) =>
        chunk.isEntry ||
        chunk.moduleIds.some((id) => id.endsWith('/src/app/routes/flow/participant-availability-page.tsx')),
    ),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, target: 'es2022', manifest: true },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/oidc': 'http://localhost:3000' } },
});
