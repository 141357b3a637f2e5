import { coin, gold, ink, outline, starPath, thinOutline } from './svg-kit.ts';

/** Motifs of the slot themes drawn from nature and legend, on a 240×240 canvas. */

/** A lotus in bloom on the water. */
export function lotus() {
  const petal = (angle: number, length: number, fill: string) =>
    `<path d="M120 168C${120 - length * 0.34} ${168 - length * 0.55} ${120 - length * 0.2} ${168 - length * 0.9} 120 ${168 - length}C${120 + length * 0.2} ${168 - length * 0.9} ${120 + length * 0.34} ${168 - length * 0.55} 120 168Z" transform="rotate(${angle} 120 168)" fill="${fill}" ${outline}/>`;
  return [
    `<ellipse cx="120" cy="178" rx="78" ry="16" fill="#1e88a8" ${outline}/>`,
    petal(-68, 78, 'url(#lead)'),
    petal(68, 78, 'url(#lead)'),
    petal(-36, 100, 'url(#lead)'),
    petal(36, 100, 'url(#lead)'),
    petal(0, 116, '#fff0f5'),
    `<circle cx="120" cy="150" r="12" fill="url(#gold)" ${thinOutline}/>`,
  ].join('');
}

/** An eastern dragon's head and coiled body, holding a pearl. */
export function dragon() {
  return [
    `<path d="M44 186C44 136 96 146 112 116S92 58 132 52" fill="none" stroke="${ink}" stroke-width="30" stroke-linecap="round"/>`,
    `<path d="M44 186C44 136 96 146 112 116S92 58 132 52" fill="none" stroke="url(#lead)" stroke-width="22" stroke-linecap="round"/>`,
    `<path d="M52 170l-10-14M70 150l-6-16M96 136l4-16M108 100l-14-8" ${outline} fill="none"/>`,
    `<path d="M118 40C140 26 176 30 190 48L204 62L184 68L190 84C170 92 144 86 132 74C120 64 112 50 118 40Z" fill="url(#lead)" ${outline}/>`,
    `<path d="M140 34C142 18 158 12 170 16M160 36C170 24 186 24 194 30" fill="none" stroke="url(#gold)" stroke-width="6" stroke-linecap="round"/>`,
    `<circle cx="162" cy="50" r="6" fill="#fff" ${thinOutline}/><circle cx="163" cy="50" r="2.5" fill="${ink}"/>`,
    `<path d="M186 76C196 92 194 108 180 118M176 80C180 94 176 104 166 110" fill="none" stroke="url(#gold)" stroke-width="4" stroke-linecap="round"/>`,
    `<circle cx="168" cy="160" r="26" fill="#e8fff4" ${outline}/><circle cx="160" cy="152" r="8" fill="#fff"/>`,
  ].join('');
}

/** A tiger's face. */
export function tiger() {
  return [
    `<path d="M64 70L80 44L104 64M176 70L160 44L136 64" fill="url(#lead)" ${outline}/>`,
    `<path d="M120 56C168 56 192 90 192 126C192 170 158 196 120 196C82 196 48 170 48 126C48 90 72 56 120 56Z" fill="url(#lead)" ${outline}/>`,
    `<path d="M120 60v26M104 62l6 22M136 62l-6 22M52 120h26M56 140l24-8M188 120h-26M184 140l-24-8" stroke="${ink}" stroke-width="7" stroke-linecap="round"/>`,
    `<path d="M82 150C82 134 100 128 120 134C140 128 158 134 158 150C158 176 138 186 120 186S82 176 82 150Z" fill="#fff8e8" ${outline}/>`,
    `<ellipse cx="92" cy="112" rx="12" ry="9" fill="#d4f542" ${thinOutline}/><ellipse cx="148" cy="112" rx="12" ry="9" fill="#d4f542" ${thinOutline}/>`,
    `<path d="M92 104v16M148 104v16" stroke="${ink}" stroke-width="4"/>`,
    `<path d="M110 142h20l-10 12Z" fill="#e06080" ${thinOutline}/>`,
  ].join('');
}

/** Two ripe mangoes with a leaf. */
export function mango() {
  return [
    `<path d="M116 62C150 36 196 52 196 96C196 140 150 158 128 134C110 114 90 84 116 62Z" fill="#7cb342" ${outline}/>`,
    `<path d="M70 96C100 70 156 86 164 132C172 178 128 198 94 188C58 178 40 122 70 96Z" fill="url(#lead)" ${outline}/>`,
    `<path d="M84 112C96 100 112 98 124 104" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="8" stroke-linecap="round"/>`,
    `<path d="M112 84C104 60 120 42 148 40C144 62 132 80 112 84Z" fill="#43a047" ${outline}/>`,
  ].join('');
}

/** An elephant's head wearing a crown. */
export function elephant() {
  return [
    `<path d="M54 88C30 96 32 152 66 160L92 140Z M186 88C210 96 208 152 174 160L148 140Z" fill="url(#lead)" ${outline}/>`,
    `<path d="M120 62C158 62 176 90 172 122C170 140 156 150 144 152C140 176 134 196 118 200C108 202 100 194 106 186C116 172 100 160 96 152C82 150 70 140 68 122C64 90 82 62 120 62Z" fill="url(#lead)" ${outline}/>`,
    `<path d="M92 150C80 168 76 182 86 188M148 150C160 168 164 182 154 188" fill="none" stroke="#fff8e8" stroke-width="8" stroke-linecap="round"/>`,
    `<circle cx="100" cy="112" r="6" fill="${ink}"/><circle cx="140" cy="112" r="6" fill="${ink}"/>`,
    `<path d="M86 64L92 32L108 50L120 26L132 50L148 32L154 64Z" fill="url(#gold)" ${outline}/>`,
    `<circle cx="120" cy="48" r="5" fill="#e53935" ${thinOutline}/>`,
  ].join('');
}

/** A koi fish curving through the water. */
export function koi() {
  return [
    `<path d="M64 150C64 96 120 64 168 84C188 92 196 116 184 134C168 158 120 164 92 176Z" fill="#fff8f0" ${outline}/>`,
    `<path d="M92 176C70 186 50 200 40 204C46 188 54 168 64 150Z" fill="url(#lead)" ${outline}/>`,
    `<path d="M120 84C136 96 142 118 132 140C150 132 160 112 158 86Z M84 126C96 132 104 148 100 166C88 160 80 144 84 126Z" fill="url(#lead)" ${thinOutline}/>`,
    `<path d="M140 70C150 58 166 56 174 64C166 70 156 76 148 78Z" fill="url(#lead)" ${thinOutline}/>`,
    `<circle cx="170" cy="108" r="5" fill="${ink}"/>`,
    `<path d="M190 118C200 118 208 124 206 134" fill="none" stroke="${ink}" stroke-width="3"/>`,
    `<circle cx="60" cy="72" r="8" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="3"/><circle cx="196" cy="176" r="6" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="3"/>`,
  ].join('');
}

/** A phoenix rising with spread wings. */
export function phoenix() {
  const feathers = (side: 1 | -1) =>
    `<path d="M120 132C${120 + side * 20} 96 ${120 + side * 56} 62 ${120 + side * 96} 52C${120 + side * 80} 70 ${120 + side * 84} 80 ${120 + side * 100} 86C${120 + side * 78} 92 ${120 + side * 78} 104 ${120 + side * 90} 112C${120 + side * 64} 116 ${120 + side * 40} 126 120 148Z" fill="url(#lead)" ${outline}/>`;
  return [
    feathers(-1),
    feathers(1),
    `<path d="M108 140C96 168 88 190 70 204C100 198 112 186 120 170C128 186 140 198 170 204C152 190 144 168 132 140Z" fill="url(#gold)" ${outline}/>`,
    `<path d="M120 64C132 64 140 74 138 90L132 150H108L102 90C100 74 108 64 120 64Z" fill="url(#gold)" ${outline}/>`,
    `<path d="M136 78L152 84L136 90Z" fill="#ff7043" ${thinOutline}/>`,
    `<circle cx="126" cy="80" r="4" fill="${ink}"/>`,
    `<path d="M116 64C110 50 112 40 120 32M122 64C126 52 132 46 140 44" fill="none" stroke="url(#gold)" stroke-width="5" stroke-linecap="round"/>`,
  ].join('');
}

/** A faceted gem. */
export function gem() {
  return [
    `<path d="M76 84L100 56H140L164 84L120 190Z" fill="url(#lead)" ${outline}/>`,
    `<path d="M76 84H164M100 56L108 84L120 190L132 84L140 56M108 84L120 56L132 84" fill="none" ${thinOutline}/>`,
    `<path d="M100 60L88 80H104Z" fill="#fff" fill-opacity=".6"/>`,
    `<path d="${starPath(176, 62, 14, 4, 4)}" fill="#fff"/><path d="${starPath(64, 150, 10, 3, 4)}" fill="#fff" fill-opacity=".8"/>`,
  ].join('');
}

/** A heap of gold coins. */
export function coins() {
  return [
    coin(84, 150, 34),
    coin(156, 150, 34),
    coin(120, 118, 40),
    `<path d="${starPath(178, 76, 14, 4, 4)}" fill="#fff"/><path d="${starPath(60, 96, 10, 3, 4)}" fill="#fff" fill-opacity=".8"/>`,
  ].join('');
}

/** A palm island in the sea under the sun. */
export function island() {
  return [
    `<circle cx="160" cy="70" r="26" fill="url(#gold)" ${outline}/>`,
    `<path d="M30 178C70 160 170 160 210 178V200H30Z" fill="#29b6f6" ${outline}/>`,
    `<path d="M66 172C80 146 160 146 174 172Z" fill="#ffd54f" ${outline}/>`,
    `<path d="M118 160C116 124 108 100 96 82" fill="none" stroke="${ink}" stroke-width="14" stroke-linecap="round"/><path d="M118 160C116 124 108 100 96 82" fill="none" stroke="#8d6e63" stroke-width="8" stroke-linecap="round"/>`,
    `<path d="M96 82C76 64 48 66 36 84C58 78 76 82 96 82ZM96 82C110 58 140 52 160 66C136 66 116 72 96 82ZM96 82C70 82 54 100 54 122C68 104 80 94 96 82ZM96 82C120 78 140 92 146 112C130 98 114 90 96 82Z" fill="#43a047" ${outline}/>`,
  ].join('');
}

/** A star fruit slice and a whole star. */
export function starFruit() {
  return [
    `<path d="${starPath(120, 124, 80, 40)}" fill="url(#lead)" ${outline}/>`,
    `<path d="${starPath(120, 124, 52, 26)}" fill="#fff59d" ${thinOutline}/>`,
    `<circle cx="120" cy="124" r="6" fill="${gold.dark}"/>`,
    `<path d="${starPath(188, 54, 12, 4, 4)}" fill="#fff"/>`,
  ].join('');
}

/** A panda's face and a bamboo stalk. */
export function panda() {
  return [
    `<path d="M184 40V204" stroke="${ink}" stroke-width="18" stroke-linecap="round"/><path d="M184 40V204" stroke="#7cb342" stroke-width="11"/><path d="M176 90h16M176 140h16" stroke="${ink}" stroke-width="3"/>`,
    `<path d="M192 96C210 82 222 92 214 104Z" fill="#8bc34a" ${thinOutline}/>`,
    `<circle cx="72" cy="74" r="22" fill="${ink}"/><circle cx="156" cy="74" r="22" fill="${ink}"/>`,
    `<ellipse cx="114" cy="130" rx="70" ry="62" fill="#fff" ${outline}/>`,
    `<ellipse cx="88" cy="122" rx="16" ry="20" transform="rotate(30 88 122)" fill="${ink}"/><ellipse cx="140" cy="122" rx="16" ry="20" transform="rotate(-30 140 122)" fill="${ink}"/>`,
    `<circle cx="90" cy="120" r="5" fill="#fff"/><circle cx="138" cy="120" r="5" fill="#fff"/>`,
    `<ellipse cx="114" cy="150" rx="10" ry="7" fill="${ink}"/><path d="M104 164C110 170 118 170 124 164" fill="none" stroke="${ink}" stroke-width="3"/>`,
  ].join('');
}

/** A buffalo's head with sweeping horns. */
export function buffalo() {
  return [
    `<path d="M86 92C52 96 30 76 26 50C44 66 64 70 92 72ZM154 92C188 96 210 76 214 50C196 66 176 70 148 72Z" fill="#fff3d6" ${outline}/>`,
    `<path d="M84 76C104 62 136 62 156 76C168 104 160 140 150 168C144 188 132 198 120 198S96 188 90 168C80 140 72 104 84 76Z" fill="url(#lead)" ${outline}/>`,
    `<path d="M98 66C108 80 132 80 142 66C136 90 104 90 98 66Z" fill="${ink}" fill-opacity=".6"/>`,
    `<circle cx="100" cy="118" r="6" fill="#fff"/><circle cx="140" cy="118" r="6" fill="#fff"/>`,
    `<ellipse cx="120" cy="176" rx="24" ry="16" fill="#d7a78a" ${thinOutline}/><circle cx="110" cy="176" r="4" fill="${ink}"/><circle cx="130" cy="176" r="4" fill="${ink}"/>`,
  ].join('');
}

/** A full moon and a rabbit sitting before it. */
export function moonRabbit() {
  return [
    `<circle cx="120" cy="104" r="72" fill="#fff8dc" ${outline}/>`,
    `<circle cx="92" cy="82" r="12" fill="#f0e2b6"/><circle cx="150" cy="128" r="16" fill="#f0e2b6"/><circle cx="146" cy="72" r="7" fill="#f0e2b6"/>`,
    `<path d="M98 196C86 196 82 180 90 168C86 150 96 134 112 130L104 88C102 78 114 76 118 86L124 126L132 84C136 74 146 78 144 88L136 132C150 140 154 156 150 170C162 176 160 196 146 196Z" fill="url(#lead)" ${outline}/>`,
    `<circle cx="126" cy="148" r="4" fill="${ink}"/>`,
  ].join('');
}

/** A ringed planet among stars, with a coin moon. */
export function planet() {
  return [
    `<circle cx="116" cy="118" r="56" fill="url(#lead)" ${outline}/>`,
    `<path d="M72 104C90 96 140 96 162 110M68 128C92 124 136 126 166 138" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="6" stroke-linecap="round"/>`,
    `<ellipse cx="116" cy="124" rx="96" ry="24" transform="rotate(-16 116 124)" fill="none" stroke="${ink}" stroke-width="14"/>`,
    `<ellipse cx="116" cy="124" rx="96" ry="24" transform="rotate(-16 116 124)" fill="none" stroke="url(#gold)" stroke-width="7"/>`,
    coin(188, 186, 20),
    `<path d="${starPath(54, 56, 12, 4, 4)}" fill="#fff"/><path d="${starPath(190, 52, 8, 3, 4)}" fill="#fff"/><path d="${starPath(46, 190, 7, 2.5, 4)}" fill="#fff"/>`,
  ].join('');
}

/** A round fish with big fins. */
export function fish() {
  return [
    `<path d="M160 120L206 84V156Z" fill="url(#lead)" ${outline}/>`,
    `<path d="M36 120C56 76 120 64 166 120C120 176 56 164 36 120Z" fill="url(#lead)" ${outline}/>`,
    `<path d="M96 86C104 70 124 66 136 80M96 154C104 170 124 174 136 160" fill="url(#gold)" ${outline}/>`,
    `<path d="M104 96C116 108 116 132 104 144M124 100C134 110 134 130 124 140" fill="none" stroke="${ink}" stroke-opacity=".45" stroke-width="3"/>`,
    `<circle cx="68" cy="112" r="9" fill="#fff" ${thinOutline}/><circle cx="70" cy="112" r="4" fill="${ink}"/>`,
    `<circle cx="44" cy="64" r="8" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="3"/><circle cx="60" cy="44" r="5" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="3"/>`,
  ].join('');
}

/** A shark with an open jaw. */
export function shark() {
  return [
    `<path d="M28 128C60 92 130 80 184 100L214 70L206 118L218 160L184 134C140 160 70 164 28 128Z" fill="url(#lead)" ${outline}/>`,
    `<path d="M108 92L124 50L146 92Z" fill="url(#lead)" ${outline}/>`,
    `<path d="M28 128C60 136 100 140 140 134C110 150 62 154 28 128Z" fill="#fffbe6" ${thinOutline}/>`,
    `<path d="M40 130l6 6 6-6 6 6 6-6 6 6 6-6" fill="none" stroke="${ink}" stroke-width="2.5"/>`,
    `<circle cx="66" cy="110" r="5" fill="${ink}"/>`,
    `<path d="M92 112v14M100 110v16M108 108v18" stroke="${ink}" stroke-width="3" stroke-linecap="round"/>`,
  ].join('');
}

/** A great wave crest. */
export function wave() {
  return [
    `<path d="M24 196C24 120 70 58 136 58C182 58 210 90 204 126C198 150 170 156 158 138C150 126 160 110 174 114C168 96 148 88 128 96C96 108 84 150 96 196Z" fill="url(#lead)" ${outline}/>`,
    `<path d="M60 186C60 140 86 110 118 104M136 70C160 68 184 82 192 102" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="6" stroke-linecap="round"/>`,
    `<path d="M96 196C120 176 170 172 216 196Z" fill="#0d47a1" ${outline}/>`,
    `<circle cx="196" cy="60" r="8" fill="#fff" ${thinOutline}/><circle cx="212" cy="84" r="5" fill="#fff" ${thinOutline}/>`,
  ].join('');
}

/** A rooster in profile. */
export function rooster() {
  return [
    `<path d="M64 92C40 76 34 118 48 142C36 120 60 110 72 120Z" fill="#2e7d32" ${outline}/>`,
    `<path d="M70 104C70 76 100 72 116 88C120 68 134 52 152 56C172 60 176 84 166 100C180 120 176 164 140 180C104 196 70 170 70 132Z" fill="url(#lead)" ${outline}/>`,
    `<path d="M140 56C136 40 146 30 156 38C160 26 174 30 172 44C184 42 186 58 172 62Z" fill="#e53935" ${outline}/>`,
    `<path d="M172 78L194 86L172 94Z" fill="url(#gold)" ${thinOutline}/>`,
    `<path d="M166 96C172 108 168 118 160 118C156 110 158 102 166 96Z" fill="#e53935" ${thinOutline}/>`,
    `<circle cx="158" cy="76" r="5" fill="${ink}"/>`,
    `<path d="M108 178L104 206M132 178L136 206M96 206h20M126 206h20" stroke="${ink}" stroke-width="5" stroke-linecap="round"/>`,
    `<path d="M96 122C110 132 130 134 146 126" fill="none" stroke="url(#gold)" stroke-width="6" stroke-linecap="round"/>`,
  ].join('');
}
