import type { HelpTopicCode } from '@lobby/contracts';

/** Help centre of the demo brand, English. */
export const helpTopicsEn: Record<HelpTopicCode, { title: string; content: string }> = {
  term: {
    title: 'Terms & Conditions',
    content: `
<p>These terms apply to everyone who opens an account with Lucky Lotus or uses any part of this site. By registering or playing you accept them. If you do not agree, please do not use the site.</p>
<h3>1. Who may play</h3>
<ul>
<li>You must be at least 21 years old. We may ask for proof of age at any time; accounts of players under 21 are closed, deposits are returned and winnings are void.</li>
<li>Each person may hold one account only. Extra accounts are closed and their bonuses removed.</li>
<li>The details you give when you register must be true and your own. The payee name must be the name on the bank account you deposit from and withdraw to.</li>
<li>Online gaming is not allowed everywhere. It is your responsibility to make sure you may play where you are. The site is not available in some countries and regions.</li>
</ul>
<h3>2. Your account</h3>
<p>Keep your password and any verification codes to yourself. Lucky Lotus staff will never ask for them. Everything done with your username and password is treated as done by you, so tell customer service at once if you think someone else has used your account.</p>
<h3>3. Deposits, bets and withdrawals</h3>
<ul>
<li>All balances and bets are in Thai baht (THB).</li>
<li>A bet is final once the game has accepted it. If a game fails before a round is settled, the round is voided and the stake returned, unless the provider can complete it.</li>
<li>Before paying a withdrawal we may ask you to verify your identity, and we may hold a withdrawal while a deposit is checked or a bonus condition is still open.</li>
<li>Money deposited must come from an account in your own name. Lucky Lotus is not a bank: balances earn no interest and deposits made only to be withdrawn without play may be refused.</li>
</ul>
<h3>4. Bonuses and promotions</h3>
<p>Every promotion has its own rules, shown on its page, including any wagering requirement before the bonus can be withdrawn. If a promotion is abused, for example through several accounts or arranged bets, the bonus and the winnings from it may be removed.</p>
<h3>5. Fair play</h3>
<p>Cheating, collusion with other players, software robots and the exploitation of faults are forbidden. We may suspend an account while we investigate and keep winnings obtained unfairly.</p>
<h3>6. Changes to these terms</h3>
<p>We may update these terms; the current version is always on this page. If you keep using the site after a change, you accept the new terms. Questions are welcome at customer service.</p>
`,
  },
  privacy: {
    title: 'Privacy Policy',
    content: `
<p>This policy explains which personal data Lucky Lotus collects, why we need it and what choices you have.</p>
<h3>What we collect</h3>
<ul>
<li>Account details: username, mobile number, email address, date of birth and payee name.</li>
<li>Money and play: deposits, withdrawals, bets, bonuses and points.</li>
<li>Technical data: IP address, device and browser type, and the country your IP address belongs to.</li>
</ul>
<h3>Why we use it</h3>
<ul>
<li>To run your account, process your payments and pay your winnings.</li>
<li>To check your age and identity and to prevent fraud and money laundering.</li>
<li>To keep your account safe, for example by asking for an extra check when you log in from a new device.</li>
<li>To apply the rules of the country you are in.</li>
<li>To send you service messages, and news of promotions only if you have agreed to receive them.</li>
</ul>
<h3>Who we share it with</h3>
<p>We never sell personal data. We share only what is needed with payment providers, with game providers so that their games can run, and with authorities when the law requires it.</p>
<h3>How we protect it</h3>
<p>Connections to the site are encrypted. Passwords are stored only as a one-way hash, so nobody, including our staff, can read them. Records are kept for as long as the law requires, also after an account is closed.</p>
<h3>Your choices</h3>
<p>You may ask to see the data we hold about you, to correct it, or to delete what we are not required to keep. You can stop promotional messages at any time. Contact customer service for any of these requests.</p>
`,
  },
  deposit: {
    title: 'How to Deposit',
    content: `
<h3>Before you start</h3>
<p>Log in to your account. Deposits are credited to your main wallet in Thai baht. Make sure the payee name in your profile is exactly the name on your bank account: a deposit from an account in another name may be delayed or returned.</p>
<h3>Step by step</h3>
<ul>
<li>Press <strong>Deposit</strong> at the top of the page, or open the Member Centre and choose Deposit.</li>
<li>Choose a payment method and enter the amount. The minimum and maximum for each method are shown on the page.</li>
<li>Follow the instructions on screen: transfer to the account shown or scan the QR code, using the exact amount.</li>
<li>Your balance is updated as soon as the payment is confirmed, usually within a few minutes.</li>
</ul>
<h3>If your deposit has not arrived</h3>
<p>Check the status in your transaction history. If the money left your bank but is still not in your balance after 15 minutes, contact customer service with the amount, the time of the transfer and a copy of the transfer slip.</p>
<p><strong>Important:</strong> only pay to the accounts shown on the deposit page. Lucky Lotus never sends bank details in a private message.</p>
`,
  },
  withdrawal: {
    title: 'How to Withdraw',
    content: `
<h3>Before you withdraw</h3>
<ul>
<li>Your profile needs a payee name that matches your bank account. Once set, it can only be changed by customer service.</li>
<li>If you accepted a bonus, its wagering requirement must be complete.</li>
<li>For your first withdrawal, or a large one, we may ask you to verify your identity.</li>
</ul>
<h3>Step by step</h3>
<ul>
<li>Press <strong>Withdraw</strong> at the top of the page, or open the Member Centre and choose Withdraw.</li>
<li>Enter the amount and choose the bank account to receive it.</li>
<li>Check the details and confirm. The amount leaves your balance at once and the request appears in your transaction history.</li>
</ul>
<h3>Confirming that you received it</h3>
<p>When the money reaches your bank, please confirm it in your transaction history: <em>received</em>, <em>partly received</em>, or <em>not received</em>. If you choose partly or not received, attach a picture of your bank statement so we can trace the payment. A withdrawal you do not confirm counts as received after a while.</p>
<h3>Good to know</h3>
<p>Withdrawals are paid only to a bank account in your own name. If a request is refused, the amount returns to your balance and the reason is shown in your transaction history.</p>
`,
  },
  responsible: {
    title: 'Responsible Gaming',
    content: `
<p>Gaming should be a form of entertainment, never a way to make money or to escape from problems. Lucky Lotus wants you to enjoy it safely, and offers these tools to help you stay in control.</p>
<h3>Adults only: 21 and over</h3>
<p>You must be at least 21 years old to register and to play. We check your date of birth when you register and may ask for proof of age at any time. Accounts of anyone under 21 are closed.</p>
<h3>Keep gaming fun</h3>
<ul>
<li>Decide on a budget before you play and only use money you can afford to lose.</li>
<li>Set yourself a time limit and take regular breaks.</li>
<li>Never try to win back what you have lost.</li>
<li>Do not play when you are upset, tired or have been drinking.</li>
<li>Do not borrow money to play.</li>
</ul>
<h3>Limits and breaks</h3>
<p>Customer service can set a daily, weekly or monthly deposit limit on your account. A lower limit applies immediately; a higher limit only after 24 hours. You can also take a break from 24 hours up to 6 weeks, during which you cannot log in.</p>
<h3>Self-exclusion</h3>
<p>If you feel you are losing control, you can exclude yourself for 6 months, 1 year, or permanently. During self-exclusion you cannot log in, deposit or play, and we stop sending you promotions. A self-exclusion cannot be ended early.</p>
<h3>Warning signs</h3>
<ul>
<li>You spend more time or money than you planned.</li>
<li>You borrow, sell belongings or miss payments to keep playing.</li>
<li>You hide your gaming from family or friends.</li>
<li>You feel restless or irritable when you are not playing.</li>
</ul>
<h3>Where to get help</h3>
<p>Talking helps. These services are free and confidential:</p>
<ul>
<li>Thailand: Department of Mental Health hotline <a href="tel:1323">1323</a>, 24 hours a day.</li>
<li>Philippines: National Center for Mental Health crisis hotline <a href="tel:1553">1553</a>, 24 hours a day.</li>
<li>Gamblers Anonymous meetings and support: <a href="https://www.gamblersanonymous.org/">www.gamblersanonymous.org</a></li>
</ul>
`,
  },
  faq: {
    title: 'Frequently Asked Questions',
    content: `
<h3>How do I open an account?</h3>
<p>Press <strong>Register</strong>, choose a username (6 to 16 letters and digits, starting with a letter) and a password (8 to 64 characters with both letters and digits), and fill in your mobile number and date of birth. You must be at least 21 years old.</p>
<h3>I forgot my password. What now?</h3>
<p>Press <strong>Forgot password</strong> in the login window. You can reset it with your username and email address, or with your mobile number and a code sent by SMS.</p>
<h3>Can I try the games for free?</h3>
<p>Yes. Choose free play to get a trial account with play money. A trial account cannot deposit, withdraw or join promotions; register a real account for that.</p>
<h3>Why am I asked to verify my login?</h3>
<p>When you log in from a device or network we have not seen before, we ask for an extra check to make sure it is really you.</p>
<h3>Why must I change my password?</h3>
<p>For your safety a password expires after some time, and a temporary password must be changed at the first login.</p>
<h3>What are points?</h3>
<p>You earn points as you play. Exchange them for rewards in the Points Mall.</p>
<h3>A game stopped in the middle of a round.</h3>
<p>The result of every round is kept on our servers. Check your betting record; if something still looks wrong, contact customer service with the game name and the time.</p>
<h3>Why do I see "Access restricted"?</h3>
<p>The site is not available in the country or region you are connecting from.</p>
`,
  },
  about: {
    title: 'About Us',
    content: `
<p>Lucky Lotus is an online entertainment site for players in Thailand and across Southeast Asia. Live casino, slots, sports and e-sports betting, fishing games, lottery, poker and arcade games all share one wallet, so you can move between them without transfers.</p>
<h3>What we stand for</h3>
<ul>
<li><strong>Fair play:</strong> games from established providers and our own studio, with the result of every round recorded.</li>
<li><strong>Fast payments:</strong> deposits credited in minutes and withdrawals handled around the clock.</li>
<li><strong>Support in your language:</strong> our team answers in English, Thai and Tagalog, 24 hours a day.</li>
<li><strong>Safe gaming:</strong> adults of 21 and over only, with limits and self-exclusion for anyone who needs them.</li>
</ul>
<p>Thank you for playing with us. If you have an idea that would make Lucky Lotus better, send it through feedback in the Member Centre.</p>
`,
  },
  contact: {
    title: 'Contact Us',
    content: `
<p>Our customer service team is here 24 hours a day, 7 days a week, in English, Thai and Tagalog.</p>
<ul>
<li><strong>Live chat:</strong> choose Customer Service in the menu. This is the fastest way to reach us.</li>
<li><strong>LINE:</strong> <a href="https://line.me/R/ti/p/@luckylotus">@luckylotus</a></li>
<li><strong>Telegram:</strong> <a href="https://t.me/LuckyLotusSupport">@LuckyLotusSupport</a></li>
<li><strong>Email:</strong> <a href="mailto:support@luckylotus.example">support@luckylotus.example</a>, answered within 24 hours.</li>
</ul>
<h3>Help us help you faster</h3>
<ul>
<li>Tell us your username.</li>
<li>About a payment: the amount, the time and the transfer slip.</li>
<li>About a game: the game name, the time and what happened.</li>
</ul>
<p><strong>Stay safe:</strong> we will never ask for your password or a verification code. Only trust the contacts listed on this page.</p>
`,
  },
};
