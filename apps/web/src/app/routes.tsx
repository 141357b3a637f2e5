import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../features/pages/not-found-page.tsx';
import { loadChunk } from './chunk-load.ts';
import { HomeRoute, RedirectToIndex } from './home-route.tsx';
import { PageLoader } from './page-loader.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteGuard } from './route-guard.tsx';
import { ShellRoute } from './shell-route.tsx';

/** A lazy area (§9): its own chunk, loaded on first visit within the chunk time limit. */
function lazyArea<M>(request: string, load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(() => loadChunk(request, load).then((module) => ({ default: pick(module) })));
}

const Promotions = lazyArea(
  'Promotions',
  () => import('../features/rewards/promotions-page.tsx'),
  (m) => m.PromotionsPage,
);
const Activities = lazyArea(
  'Promotions',
  () => import('../features/activities/activities-page.tsx'),
  (m) => m.ActivitiesPage,
);
const ActivityDetail = lazyArea(
  'Promotions',
  () => import('../features/activities/activity-detail-page.tsx'),
  (m) => m.ActivityDetailPage,
);
const MyApplications = lazyArea(
  'Promotions',
  () => import('../features/activities/my-applications-page.tsx'),
  (m) => m.MyApplicationsPage,
);
const Cockfight = lazyArea(
  'Cockfight',
  () => import('../features/cockfight/cockfight-page.tsx'),
  (m) => m.CockfightPage,
);
const Book = lazyArea(
  'Sportsbook',
  () => import('./book-route.tsx'),
  (m) => m.BookRoute,
);
const Seamless = lazyArea(
  'Seamless',
  () => import('../features/games/pages/seamless-page.tsx'),
  (m) => m.SeamlessPage,
);
const LotteryArea = lazyArea(
  'Lottery',
  () => import('../features/lottery/lottery-area.tsx'),
  (m) => m.LotteryArea,
);
const MemberCenter = lazyArea(
  'MemberCenter',
  () => import('./member-center-route.tsx'),
  (m) => m.MemberCenterRoute,
);
const PointMall = lazyArea(
  'PointMall',
  () => import('../features/loyalty/point-mall-page.tsx'),
  (m) => m.PointMallPage,
);
const AccountGame = lazyArea(
  'AccountGame',
  () => import('../features/games/pages/account-games-page.tsx'),
  (m) => m.AccountGamesPage,
);
const GameListCenter = lazyArea(
  'GameListCenter',
  () => import('../features/games/pages/game-list-center-page.tsx'),
  (m) => m.GameListCenterPage,
);
const AgentLanding = lazyArea(
  'AgentLanding',
  () => import('./agent-landing-route.tsx'),
  (m) => m.AgentLandingRoute,
);
const AgentCentre = lazyArea(
  'AgentCentre',
  () => import('./agent-centre-route.tsx'),
  (m) => m.AgentCentreRoute,
);
const RedEnvelopes = lazyArea(
  'RedEnvelopes',
  () => import('../features/red-envelopes/red-envelopes-claim-page.tsx'),
  (m) => m.RedEnvelopesClaimPage,
);
const Verify = lazyArea(
  'Verify',
  () => import('../features/verify/verify-page.tsx'),
  (m) => m.VerifyPage,
);
const Chat = lazyArea(
  'Chat',
  () => import('../features/support-chat/chat-page.tsx'),
  (m) => m.ChatPage,
);
const ChatConsole = lazyArea(
  'ChatConsole',
  () => import('../features/support-chat/console/console-page.tsx'),
  (m) => m.ChatConsolePage,
);
const AppDownload = lazyArea(
  'AppDownload',
  () => import('../features/app-download/app-download-page.tsx'),
  (m) => m.AppDownloadPage,
);

/**
 * The routes of §2.1. Every page sits in the shell (which shows the chrome the route rules
 * give it) behind the route guard; paths match case-insensitively (/vnlottery works too).
 */
export function AppRoutes() {
  return (
    <Routes>
      {/* the operator console: no member shell, session or dialogs; its own staff login */}
      <Route
        path="bo/chat"
        element={
          <Suspense fallback={<PageLoader />}>
            <ChatConsole />
          </Suspense>
        }
      />
      <Route element={<RootLayout />}>
        <Route element={<ShellRoute />}>
          <Route element={<RouteGuard />}>
            <Route index element={<RedirectToIndex />} />
            <Route path="index" element={<HomeRoute />} />
            <Route path="login" element={<HomeRoute intent="login" />} />
            <Route path="register" element={<HomeRoute intent="register" />} />
            <Route path="help" element={<HomeRoute intent="help" />} />
            <Route path="agent" element={<AgentLanding />} />
            <Route path="agentHome/*" element={<AgentCentre />} />
            <Route path="member" element={<MemberCenter />} />
            {['sports', 'esports'].map((path) => (
              <Route key={path} path={path} element={<Book />} />
            ))}
            {['lott', 'elott', 'lottery', 'vnLottery', 'seaLottery'].map((path) => (
              <Route key={path} path={path} element={<LotteryArea />} />
            ))}
            {['live', 'fish', 'rng', 'pvp'].map((path) => (
              <Route key={path} path={path} element={<GameListCenter />} />
            ))}
            <Route path="favorite" element={<AccountGame />} />
            <Route path="recent" element={<AccountGame />} />
            <Route path="promotions" element={<Promotions />} />
            <Route path="activities" element={<Activities />} />
            <Route path="activities/applications" element={<MyApplications />} />
            <Route path="activities/:id" element={<ActivityDetail />} />
            <Route path="cockfight" element={<Cockfight />} />
            <Route path="pointMall" element={<PointMall />} />
            <Route path="seamless" element={<Seamless />} />
            <Route path="verify" element={<Verify />} />
            <Route path="redEnvelopes" element={<RedEnvelopes />} />
            <Route path="chat" element={<Chat />} />
            <Route path="appDownload" element={<AppDownload />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
