/** Paths of the missions and leaderboards calls (issue 14, §7 "mission summary and leaderboard"). */
export const missionPaths = {
  missions: '/wps/member/missions',
  summary: '/wps/member/missions/summary',
  claim: '/wps/member/missions/:id/claim',
  leaderboards: '/wps/member/leaderboards',
  boMissions: '/bo/missions',
  boMission: '/bo/missions/:id',
  boLeaderboards: '/bo/leaderboards',
  boLeaderboard: '/bo/leaderboards/:id',
  boLeaderboardClose: '/bo/leaderboards/:id/close',
  boLeaderboardStandings: '/bo/leaderboards/:id/standings',
} as const;
