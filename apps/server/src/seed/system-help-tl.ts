import type { HelpTopicCode } from '@lobby/contracts';

/** Help centre of the demo brand, Tagalog. */
export const helpTopicsTl: Record<HelpTopicCode, { title: string; content: string }> = {
  term: {
    title: 'Mga Tuntunin at Kundisyon',
    content: `
<p>Ang mga tuntuning ito ay para sa lahat ng nagbubukas ng account sa Lucky Lotus o gumagamit ng anumang bahagi ng site na ito. Sa pagpaparehistro o paglalaro, tinatanggap mo ang mga ito. Kung hindi ka sang-ayon, huwag gamitin ang site.</p>
<h3>1. Sino ang maaaring maglaro</h3>
<ul>
<li>Dapat ay hindi bababa sa 21 taong gulang ka. Maaari kaming humingi ng patunay ng edad anumang oras. Isinasara ang mga account ng manlalarong wala pang 21 taong gulang, ibinabalik ang kanilang mga deposito, at walang bisa ang kanilang mga panalo.</li>
<li>Isang account lamang bawat tao. Isasara ang mga sobrang account at aalisin ang kanilang mga bonus.</li>
<li>Dapat totoo at sa iyo ang mga detalyeng ibinigay mo sa pagpaparehistro. Ang payee name ay dapat kapareho ng pangalan sa bank account na ginagamit mo sa pagdeposito at pag-withdraw.</li>
<li>Hindi pinapayagan ang online gaming sa lahat ng lugar. Responsibilidad mong tiyakin na pinapayagan kang maglaro kung nasaan ka. Hindi available ang site sa ilang bansa at rehiyon.</li>
</ul>
<h3>2. Ang iyong account</h3>
<p>Ilihim ang iyong password at anumang verification code. Hindi kailanman hihingin ng mga kawani ng Lucky Lotus ang mga ito. Ang lahat ng ginawa gamit ang iyong username at password ay ituturing na ginawa mo, kaya ipaalam agad sa customer service kung sa tingin mo ay may ibang gumamit ng iyong account.</p>
<h3>3. Deposito, taya at withdrawal</h3>
<ul>
<li>Lahat ng balanse at taya ay nasa Thai baht (THB).</li>
<li>Pinal na ang isang taya kapag tinanggap na ito ng laro. Kung magka-aberya ang laro bago malaman ang resulta ng isang round, kakanselahin ang round at ibabalik ang taya, maliban kung kaya itong tapusin ng provider.</li>
<li>Bago magbayad ng withdrawal, maaari naming hilingin na i-verify mo ang iyong pagkakakilanlan. Maaari rin naming ipagpaliban ang withdrawal habang sinusuri ang isang deposito o habang may kundisyon ng bonus na hindi pa natatapos.</li>
<li>Ang perang idinedeposito ay dapat manggaling sa account na nakapangalan sa iyo. Hindi bangko ang Lucky Lotus: walang interes ang mga balanse, at maaaring tanggihan ang mga depositong ginawa para lamang i-withdraw nang hindi naglalaro.</li>
</ul>
<h3>4. Mga bonus at promosyon</h3>
<p>May sariling patakaran ang bawat promosyon na makikita sa pahina nito, kasama ang anumang wagering requirement bago ma-withdraw ang bonus. Kung aabusuhin ang isang promosyon, halimbawa sa paggamit ng maraming account o sa pagsasaayos ng mga taya, maaaring alisin ang bonus at ang mga panalong nagmula rito.</p>
<h3>5. Patas na paglalaro</h3>
<p>Ipinagbabawal ang pandaraya, pakikipagsabwatan sa ibang manlalaro, paggamit ng mga software robot, at pagsasamantala sa mga depekto ng sistema. Maaari naming suspindihin ang isang account habang nag-iimbestiga at hindi ibigay ang mga panalong nakuha nang hindi patas.</p>
<h3>6. Mga pagbabago sa mga tuntunin</h3>
<p>Maaari naming i-update ang mga tuntuning ito; laging nasa pahinang ito ang kasalukuyang bersyon. Kung patuloy mong gagamitin ang site pagkatapos ng pagbabago, tinatanggap mo ang mga bagong tuntunin. Para sa anumang tanong, makipag-ugnayan sa customer service.</p>
`,
  },
  privacy: {
    title: 'Patakaran sa Privacy',
    content: `
<p>Ipinapaliwanag ng patakarang ito kung anong personal na datos ang kinokolekta ng Lucky Lotus, kung bakit namin ito kailangan, at kung anong mga pagpipilian ang mayroon ka.</p>
<h3>Ano ang kinokolekta namin</h3>
<ul>
<li>Detalye ng account: username, mobile number, email address, petsa ng kapanganakan at payee name.</li>
<li>Pera at paglalaro: mga deposito, withdrawal, taya, bonus at points.</li>
<li>Teknikal na datos: IP address, uri ng device at browser, at ang bansang kinabibilangan ng iyong IP address.</li>
</ul>
<h3>Bakit namin ito ginagamit</h3>
<ul>
<li>Upang patakbuhin ang iyong account, iproseso ang iyong mga bayad at ibigay ang iyong mga panalo.</li>
<li>Upang suriin ang iyong edad at pagkakakilanlan, at upang maiwasan ang pandaraya at money laundering.</li>
<li>Upang panatilihing ligtas ang iyong account, halimbawa sa paghingi ng karagdagang pag-verify kapag nag-log in ka mula sa bagong device.</li>
<li>Upang sundin ang mga patakaran ng bansang kinaroroonan mo.</li>
<li>Upang padalhan ka ng mga mensahe tungkol sa serbisyo, at ng balita tungkol sa mga promosyon kung pumayag ka lamang.</li>
</ul>
<h3>Kanino namin ito ibinabahagi</h3>
<p>Hindi kami kailanman nagbebenta ng personal na datos. Ibinabahagi lamang namin ang kinakailangan sa mga payment provider, sa mga game provider upang gumana ang kanilang mga laro, at sa mga awtoridad kapag hinihingi ng batas.</p>
<h3>Paano namin ito pinoprotektahan</h3>
<p>Naka-encrypt ang koneksyon sa site. Iniimbak lamang ang mga password bilang one-way hash, kaya walang makababasa nito, kahit ang aming mga kawani. Itinatago ang mga rekord hangga't hinihingi ng batas, kahit sarado na ang account.</p>
<h3>Ang iyong mga karapatan</h3>
<p>Maaari mong hilingin na makita ang datos na hawak namin tungkol sa iyo, na itama ito, o na burahin ang hindi namin kailangang itago ayon sa batas. Maaari mong ihinto ang mga mensaheng pang-promosyon anumang oras. Makipag-ugnayan sa customer service para sa alinman sa mga kahilingang ito.</p>
`,
  },
  deposit: {
    title: 'Paano Magdeposito',
    content: `
<h3>Bago ka magsimula</h3>
<p>Mag-log in sa iyong account. Pumapasok ang mga deposito sa iyong main wallet sa Thai baht. Tiyaking eksaktong kapareho ng pangalan sa iyong bank account ang payee name sa iyong profile: maaaring maantala o maibalik ang depositong galing sa account na nakapangalan sa ibang tao.</p>
<h3>Mga hakbang</h3>
<ul>
<li>Pindutin ang <strong>Magdeposito</strong> sa itaas ng pahina, o buksan ang Member Center at piliin ang Deposito.</li>
<li>Pumili ng paraan ng pagbabayad at ilagay ang halaga. Makikita sa pahina ang minimum at maximum na halaga ng bawat paraan.</li>
<li>Sundin ang mga tagubilin sa screen: mag-transfer sa account na ipinapakita o i-scan ang QR code, gamit ang eksaktong halaga.</li>
<li>Maa-update ang iyong balanse sa sandaling makumpirma ang bayad, karaniwan sa loob ng ilang minuto.</li>
</ul>
<h3>Kung hindi pa pumapasok ang iyong deposito</h3>
<p>Tingnan ang status sa iyong transaction history. Kung nabawas na ang pera sa iyong bangko pero wala pa rin sa iyong balanse pagkalipas ng 15 minuto, makipag-ugnayan sa customer service at ibigay ang halaga, ang oras ng transfer at kopya ng transfer slip.</p>
<p><strong>Mahalaga:</strong> magbayad lamang sa mga account na ipinapakita sa pahina ng deposito. Hindi kailanman nagpapadala ang Lucky Lotus ng bank details sa pamamagitan ng pribadong mensahe.</p>
`,
  },
  withdrawal: {
    title: 'Paano Mag-withdraw',
    content: `
<h3>Bago mag-withdraw</h3>
<ul>
<li>Kailangang may payee name ang iyong profile na tugma sa iyong bank account. Kapag naitakda na ito, customer service lamang ang makapagpapalit nito.</li>
<li>Kung tumanggap ka ng bonus, dapat makumpleto muna ang wagering requirement nito.</li>
<li>Sa iyong unang withdrawal, o kung malaki ang halaga, maaari naming hilingin na i-verify mo ang iyong pagkakakilanlan.</li>
</ul>
<h3>Mga hakbang</h3>
<ul>
<li>Pindutin ang <strong>Mag-withdraw</strong> sa itaas ng pahina, o buksan ang Member Center at piliin ang Withdraw.</li>
<li>Ilagay ang halaga at piliin ang bank account na tatanggap nito.</li>
<li>Suriin ang mga detalye at kumpirmahin. Agad na ibabawas ang halaga sa iyong balanse at lalabas ang kahilingan sa iyong transaction history.</li>
</ul>
<h3>Pagkumpirma na natanggap mo ito</h3>
<p>Kapag pumasok na ang pera sa iyong bangko, pakikumpirma ito sa iyong transaction history: <em>natanggap</em>, <em>bahagyang natanggap</em>, o <em>hindi natanggap</em>. Kung pipiliin mo ang bahagyang natanggap o hindi natanggap, maglakip ng larawan ng iyong bank statement upang masubaybayan namin ang bayad. Ang withdrawal na hindi mo kinumpirma ay ituturing na natanggap pagkalipas ng itinakdang panahon.</p>
<h3>Dapat mong malaman</h3>
<p>Ibinabayad lamang ang mga withdrawal sa bank account na nakapangalan sa iyo. Kung tinanggihan ang isang kahilingan, babalik ang halaga sa iyong balanse at makikita ang dahilan sa iyong transaction history.</p>
`,
  },
  responsible: {
    title: 'Responsableng Paglalaro',
    content: `
<p>Ang paglalaro ay dapat maging libangan, hindi paraan para kumita ng pera o para takasan ang mga problema. Nais ng Lucky Lotus na mag-enjoy ka nang ligtas, kaya nag-aalok kami ng mga paraang ito para manatili kang may kontrol.</p>
<h3>Para lamang sa edad 21 pataas</h3>
<p>Dapat ay hindi bababa sa 21 taong gulang ka upang magparehistro at maglaro. Sinusuri namin ang iyong petsa ng kapanganakan sa pagpaparehistro at maaari kaming humingi ng patunay ng edad anumang oras. Isinasara ang account ng sinumang wala pang 21 taong gulang.</p>
<h3>Panatilihing masaya ang paglalaro</h3>
<ul>
<li>Magtakda ng budget bago maglaro at gamitin lamang ang perang kaya mong mawala.</li>
<li>Magtakda ng limitasyon sa oras at magpahinga nang regular.</li>
<li>Huwag subukang bawiin ang perang natalo mo.</li>
<li>Huwag maglaro kapag masama ang loob mo, pagod ka, o nakainom ka.</li>
<li>Huwag mangutang para maglaro.</li>
</ul>
<h3>Mga limitasyon at pahinga</h3>
<p>Maaaring magtakda ang customer service ng pang-araw-araw, lingguhan o buwanang limitasyon sa deposito ng iyong account. Agad na umiiral ang mas mababang limitasyon; ang mas mataas naman ay pagkalipas lamang ng 24 na oras. Maaari ka ring magpahinga mula 24 na oras hanggang 6 na linggo, at sa panahong iyon ay hindi ka makakapag-log in.</p>
<h3>Self-exclusion</h3>
<p>Kung pakiramdam mo ay nawawalan ka na ng kontrol, maaari mong pansamantalang ipagbawal ang sarili mo sa paglalaro nang 6 na buwan, 1 taon, o permanente. Habang naka-self-exclusion ka, hindi ka makakapag-log in, makakapagdeposito o makakapaglaro, at hihinto kami sa pagpapadala sa iyo ng mga promosyon. Hindi maaaring tapusin nang maaga ang self-exclusion.</p>
<h3>Mga babalang palatandaan</h3>
<ul>
<li>Gumagastos ka ng mas maraming oras o pera kaysa sa plano mo.</li>
<li>Nangungutang ka, nagbebenta ng mga gamit, o hindi nakakabayad ng mga bayarin para makapaglaro pa.</li>
<li>Itinatago mo ang iyong paglalaro sa pamilya o mga kaibigan.</li>
<li>Hindi ka mapakali o madali kang mainis kapag hindi ka naglalaro.</li>
</ul>
<h3>Saan hihingi ng tulong</h3>
<p>Nakatutulong ang pakikipag-usap. Libre at kumpidensyal ang mga serbisyong ito:</p>
<ul>
<li>Pilipinas: crisis hotline ng National Center for Mental Health <a href="tel:1553">1553</a>, 24 na oras araw-araw.</li>
<li>Thailand: hotline ng Department of Mental Health <a href="tel:1323">1323</a>, 24 na oras araw-araw.</li>
<li>Gamblers Anonymous, mga pulong at suporta: <a href="https://www.gamblersanonymous.org/">www.gamblersanonymous.org</a></li>
</ul>
`,
  },
  faq: {
    title: 'Mga Madalas Itanong',
    content: `
<h3>Paano magbukas ng account?</h3>
<p>Pindutin ang <strong>Magparehistro</strong>, pumili ng username (6 hanggang 16 na letra at numero, nagsisimula sa letra) at password (8 hanggang 64 na character na may parehong letra at numero), at ilagay ang iyong mobile number at petsa ng kapanganakan. Dapat ay hindi bababa sa 21 taong gulang ka.</p>
<h3>Nakalimutan ko ang aking password. Ano ang gagawin ko?</h3>
<p>Pindutin ang <strong>Nakalimutan ang password</strong> sa login window. Maaari mo itong i-reset gamit ang iyong username at email address, o gamit ang iyong mobile number at ang code na ipapadala sa pamamagitan ng SMS.</p>
<h3>Puwede ko bang subukan ang mga laro nang libre?</h3>
<p>Oo. Piliin ang free play para makakuha ng trial account na may credits na pang-laro lamang. Hindi makakapagdeposito, makakapag-withdraw o makakasali sa mga promosyon ang trial account; magparehistro ng tunay na account para magawa ang mga ito.</p>
<h3>Bakit hinihingan ako ng pag-verify kapag nag-log in?</h3>
<p>Kapag nag-log in ka mula sa device o network na hindi pa namin nakikita, humihingi kami ng karagdagang pag-verify upang matiyak na ikaw talaga iyon.</p>
<h3>Bakit kailangan kong palitan ang aking password?</h3>
<p>Para sa iyong kaligtasan, nag-e-expire ang password pagkalipas ng ilang panahon, at kailangang palitan ang pansamantalang password sa unang pag-log in.</p>
<h3>Ano ang points?</h3>
<p>Nakakakuha ka ng points habang naglalaro. Maipagpapalit mo ang mga ito ng mga gantimpala sa Points Mall.</p>
<h3>Huminto ang isang laro sa gitna ng round. Ano ang mangyayari?</h3>
<p>Nakatala sa aming mga server ang resulta ng bawat round. Tingnan ang iyong betting record; kung may mali pa ring nakikita, makipag-ugnayan sa customer service at ibigay ang pangalan ng laro at ang oras.</p>
<h3>Bakit sinasabi ng site na limitado ang access ko?</h3>
<p>Hindi available ang site sa bansa o rehiyong pinagkokonektahan mo.</p>
`,
  },
  about: {
    title: 'Tungkol sa Amin',
    content: `
<p>Ang Lucky Lotus ay isang online entertainment site para sa mga manlalaro sa Thailand at sa buong Timog-Silangang Asya. Iisang wallet ang gamit ng live casino, slots, pagtaya sa sports at e-sports, fishing games, lottery, poker at arcade games, kaya makalilipat ka sa pagitan ng mga ito nang hindi na kailangang mag-transfer.</p>
<h3>Ang aming paninindigan</h3>
<ul>
<li><strong>Patas na laro:</strong> mga laro mula sa mga kilalang provider at sa sarili naming studio, at nakatala ang resulta ng bawat round.</li>
<li><strong>Mabilis na bayaran:</strong> pumapasok ang deposito sa loob ng ilang minuto at pinoproseso ang mga withdrawal araw at gabi.</li>
<li><strong>Suporta sa iyong wika:</strong> sumasagot ang aming team sa English, Thai at Tagalog, 24 na oras araw-araw.</li>
<li><strong>Ligtas na paglalaro:</strong> para lamang sa edad 21 pataas, at may mga limitasyon at self-exclusion para sa sinumang nangangailangan nito.</li>
</ul>
<p>Salamat sa paglalaro kasama namin. Kung may ideya ka para mapabuti ang Lucky Lotus, ipadala ito sa pamamagitan ng feedback sa Member Center.</p>
`,
  },
  contact: {
    title: 'Makipag-ugnayan sa Amin',
    content: `
<p>Narito ang aming customer service team 24 na oras araw-araw, 7 araw kada linggo, sa English, Thai at Tagalog.</p>
<ul>
<li><strong>Live chat:</strong> piliin ang Customer Service sa menu. Ito ang pinakamabilis na paraan para maabot kami.</li>
<li><strong>LINE:</strong> <a href="https://line.me/R/ti/p/@luckylotus">@luckylotus</a></li>
<li><strong>Telegram:</strong> <a href="https://t.me/LuckyLotusSupport">@LuckyLotusSupport</a></li>
<li><strong>Email:</strong> <a href="mailto:support@luckylotus.example">support@luckylotus.example</a>, sinasagot sa loob ng 24 na oras.</li>
</ul>
<h3>Tulungan kaming matulungan ka nang mas mabilis</h3>
<ul>
<li>Sabihin sa amin ang iyong username.</li>
<li>Tungkol sa bayad: ang halaga, ang oras at ang transfer slip.</li>
<li>Tungkol sa laro: ang pangalan ng laro, ang oras at ang nangyari.</li>
</ul>
<p><strong>Mag-ingat:</strong> hindi namin kailanman hihingin ang iyong password o verification code. Magtiwala lamang sa mga contact na nakalista sa pahinang ito.</p>
`,
  },
};
