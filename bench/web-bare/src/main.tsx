import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

// The bare stack of `npm run bench:web`: the libraries Lobby starts with (same versions, same
// Vite build, same compression) and a page that uses each once, so the figures measured on it
// are the floor of this machine for such an app.
await i18next.use(initReactI18next).init({
  lng: 'en',
  resources: {
    en: {
      translation: {
        title: 'Welcome',
        intro: 'A bare React, React Router, TanStack Query and i18next page.',
        items: 'Items',
        about: 'About',
        home: 'Home',
      },
    },
  },
  interpolation: { escapeValue: false },
});

interface Item {
  id: number;
  name: string;
}

function HomePage() {
  const { t } = useTranslation();
  const items = useQuery({
    queryKey: ['items'],
    queryFn: async (): Promise<Item[]> => (await fetch('/items.json')).json() as Promise<Item[]>,
  });
  return (
    <main>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <h2>{t('items')}</h2>
      <ul>
        {items.data?.map((item) => (
          <li key={item.id}>{item.name}</li>
        ))}
      </ul>
      <Link to="/about">{t('about')}</Link>
    </main>
  );
}

function AboutPage() {
  const { t } = useTranslation();
  return (
    <main>
      <h1>{t('about')}</h1>
      <Link to="/">{t('home')}</Link>
    </main>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <BrowserRouter>
        <Routes>
          <Route path="/about" element={<AboutPage />} />
          <Route path="*" element={<HomePage />} />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
