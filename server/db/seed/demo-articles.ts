/**
 * Demo articles for the seed script: original editorial content in the agency voice.
 * `html` uses a small, sanitiser-friendly subset (h2, h3, p, ul/ol/li, strong, em, blockquote, a).
 * `cover` drives the generated cover artwork (see ./cover-art.ts).
 */

export type CoverStyle = {
  shape: "circles" | "bars" | "waves" | "grid" | "phone" | "browser" | "chart" | "spark";
  palette: "sun" | "dusk" | "night" | "cream";
  label: string;
};

export type DemoArticle = {
  /** The language `title`, `excerpt` and `html` are written in; English when absent. */
  language?: "id";
  title: string;
  excerpt: string;
  categories: string[];
  daysAgo: number;
  views: number;
  html: string;
  cover: CoverStyle;
};

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    title: "The Ramadan Playbook: Planning Digital Ads From Sya'ban to Lebaran",
    excerpt:
      "Ramadan is not one campaign but four small ones. Here is how we split budget, creative and bidding across the month so the money lands when Indonesians actually buy.",
    categories: ["Digital Ads", "Strategy"],
    daysAgo: 1,
    views: 1840,
    cover: { shape: "chart", palette: "sun", label: "Ramadan Ads" },
    html: `<p>Every year a client asks us to "turn on Ramadan" two days before the first <em>sahur</em>. By then the cheapest impressions of the season are already gone. Ramadan in Indonesia behaves like four different markets in a row, and the brands that win plan for each of them separately.</p>
<h2>Phase 1: Sya'ban, the quiet build (three to four weeks before)</h2>
<p>Auction prices on Meta and TikTok are still normal, so this is where you buy reach cheaply. We use this window to warm audiences with video views and engagement campaigns, not conversion objectives. The goal is a large, fresh retargeting pool before prices climb.</p>
<ul>
<li>Launch three to five creative concepts and let the data pick two winners.</li>
<li>Build custom audiences from 50% video viewers and profile visitors.</li>
<li>Prepare marketplace vouchers now; approvals on Shopee and Tokopedia take longer in peak weeks.</li>
</ul>
<h2>Phase 2: The first ten days</h2>
<p>Routines change overnight. Screen time moves to two windows: roughly 03:00 to 05:00 around <em>sahur</em>, and the hour before <em>berbuka</em>, when people scroll while waiting for the call to break the fast. We shift dayparting accordingly and shorten video to under fifteen seconds, because attention in those windows is split between the phone and the kitchen.</p>
<p>Spend here should be moderate, around 20% of the total Ramadan budget. Conversion rates are steady but not yet at peak.</p>
<h2>Phase 3: THR week</h2>
<p>The moment <strong>THR</strong> (the religious holiday allowance) lands in bank accounts, purchase intent jumps. Most employers pay it at least a week before Lebaran, so this is where we put the heaviest share of budget, often 40% or more, and switch everything to conversion and catalogue sales objectives.</p>
<blockquote>Rule of thumb: if your bids are not uncomfortable during THR week, you are probably leaving sales to competitors.</blockquote>
<p>Retarget the pool you built in Sya'ban with offer-led creative: bundles, free shipping, gift packaging, and clear delivery cut-off dates before <em>mudik</em>.</p>
<h2>Phase 4: Mudik and Lebaran</h2>
<p>Logistics slow down and many couriers publish last-order dates. Ads that promise delivery you cannot keep generate refunds and bad reviews. In the final days we pivot to digital goods, vouchers, pre-orders for after Lebaran and pure brand content: greetings, short films, <em>mohon maaf lahir dan batin</em> messages that build goodwill rather than push a checkout.</p>
<h2>A simple budget split to start from</h2>
<ol>
<li>Sya'ban warm-up: 15%</li>
<li>First ten days: 20%</li>
<li>Middle of the month through THR week: 45%</li>
<li>Mudik, Lebaran and post-Lebaran: 20%</li>
</ol>
<p>For a brand spending Rp 300 million across the season, that means only about Rp 45 million before the fasting month even starts, yet that early money usually produces the cheapest retargeting audiences of the year.</p>
<h2>What to measure</h2>
<p>Do not judge the Sya'ban phase on ROAS; judge it on cost per thousand engaged viewers and audience size. Judge THR week on blended revenue across marketplace and website, because many shoppers see the ad on TikTok and buy on Shopee. Set that expectation with your finance team before the month begins and Ramadan becomes a plan instead of a panic.</p>`,
  },
  {
    title: "How to Write a KOL Brief That Creators Actually Read",
    excerpt:
      "Most briefs are twelve slides of brand guidelines that creators skim in thirty seconds. A one-page brief with clear must-haves and real freedom produces better content and fewer revisions.",
    categories: ["KOL & Influencers", "Content"],
    daysAgo: 2,
    views: 960,
    cover: { shape: "spark", palette: "dusk", label: "KOL Brief" },
    html: `<p>We manage hundreds of creator collaborations a year, and the single biggest predictor of a smooth campaign is not the fee or the follower count. It is the brief. A good brief is short, specific about what matters and generous about everything else.</p>
<h2>Start with one sentence</h2>
<p>Before anything else, write the campaign in one line a creator could repeat to a friend: <em>"Show how our sunscreen survives a full day of commuting by KRL without feeling sticky."</em> If you cannot write that sentence, the creator cannot make the video.</p>
<h2>The five blocks of a one-page brief</h2>
<h3>1. Objective and audience</h3>
<p>Say what success looks like: awareness, clicks to a TikTok Shop product, affiliate sales, or app installs. Describe the viewer in human terms, such as "university students in Jabodetabek who buy skincare under Rp 100,000", not "females 18-24 A/B SES".</p>
<h3>2. Must-haves (maximum five)</h3>
<ul>
<li>Product visible in the first three seconds</li>
<li>Say the product name clearly once</li>
<li>Mention the voucher code or yellow basket link</li>
<li>Use the paid partnership label</li>
<li>No competitor products in frame</li>
</ul>
<p>Anything beyond five items becomes noise. If everything is mandatory, nothing is.</p>
<h3>3. Do-nots</h3>
<p>Keep this list legal and factual: claims you cannot make (for example, medical claims for cosmetics), sensitive topics, and platform rules. Do not use this section to sneak in creative preferences.</p>
<h3>4. Creative freedom</h3>
<p>Tell creators explicitly what they may change: format, humour, setting, language mix. Many of the best-performing pieces we have seen were in casual Jaksel-style code-switching or in a regional language the brand team would never have written themselves.</p>
<h3>5. Logistics</h3>
<p>Deliverables, draft deadline, posting window, usage rights (organic only, or allowed for paid ads and for how long), payment terms. Put the dates in a table; creators juggle many brands at once.</p>
<h2>Give references, not scripts</h2>
<p>Attach two or three example videos you like and explain <strong>why</strong> you like them: the hook, the pacing, the honest reaction. A word-for-word script makes creators sound like a TV commercial, and their audience scrolls past.</p>
<blockquote>The audience follows the creator, not the brand. Your brief should protect the brand and then get out of the way.</blockquote>
<h2>Review drafts against the brief, not against taste</h2>
<p>When a draft arrives, check it against the five must-haves. If they are all there, approve it even if it is not how you would have done it. Limit revisions to one round in the contract, and give consolidated feedback from one person. Three stakeholders commenting separately is how a campaign slips by two weeks.</p>
<h2>Close the loop</h2>
<p>After posting, share the results with the creator: views, saves, clicks, sales. Creators who understand what worked make better content next time, and they remember the brands that treated them as partners.</p>`,
  },
  {
    title: "Macro, Micro or Nano? Building an Affiliator Mix That Sells",
    excerpt:
      "Big names buy attention, small creators buy trust, and nano affiliators buy volume. The right mix depends on your margin, your product and how fast you need results.",
    categories: ["KOL & Influencers", "E-Commerce", "Strategy"],
    daysAgo: 4,
    views: 3120,
    cover: { shape: "circles", palette: "cream", label: "Affiliate Mix" },
    html: `<p>Affiliate selling on TikTok Shop and Shopee has turned thousands of ordinary users into small sales channels. For brands, the question is no longer whether to work with affiliators, but which kind and in what proportion. Through our Affiliator Management service we connect businesses with macro, micro and nano affiliators, and the mix we recommend changes with every product.</p>
<h2>The three tiers, in practice</h2>
<h3>Macro affiliators (roughly 500K+ followers)</h3>
<p>They bring fast, wide reach and credibility for a launch. They usually expect a fixed fee on top of commission, and their sales conversion per view is often lower than smaller creators. Use them to create a moment, not to carry monthly revenue.</p>
<h3>Micro affiliators (roughly 10K to 500K)</h3>
<p>This is the workhorse tier. Audiences are niche, such as mums in Surabaya, gamers, modest fashion, or home cooks, and recommendations feel personal. Many will work on commission plus free product, sometimes with a small fee.</p>
<h3>Nano affiliators (under 10K)</h3>
<p>Individually small, collectively huge. Nano affiliators post frequently, respond to every comment and are happy with commission only. Recruit them in the dozens or hundreds, and the algorithm does the rest: some videos will break out far beyond their follower count.</p>
<h2>A starting mix for a new product</h2>
<ul>
<li><strong>2-3 macro</strong> affiliators in launch week for visibility and social proof</li>
<li><strong>15-30 micro</strong> affiliators over the first two months for steady sales</li>
<li><strong>100+ nano</strong> affiliators on an open plan for volume and content variety</li>
</ul>
<p>The content from nano and micro creators also becomes a library of authentic videos you can boost as ads, usually at a lower cost per purchase than studio creative.</p>
<h2>Match the tier to your margin</h2>
<p>A product with a 60% gross margin can afford 15-20% commission plus macro fees. A product with a 25% margin cannot; it should lean on nano affiliators with a clear commission and avoid fixed fees entirely. Run the numbers before recruiting, not after the invoices arrive.</p>
<blockquote>Commission is a cost of sale. Fixed fees are a marketing bet. Keep them in separate lines of your budget so you can see which one is working.</blockquote>
<h2>What makes affiliators stay</h2>
<ol>
<li>Free samples that arrive quickly and in good condition</li>
<li>A simple selling kit: key benefits, three hooks, and what not to claim</li>
<li>Fast payouts and transparent tracking</li>
<li>Recognition: a monthly leaderboard and bonus tiers for top sellers</li>
</ol>
<p>Affiliators talk to each other in community groups. Brands that pay on time and communicate clearly find recruitment gets easier every month; brands that do not find their invitations ignored.</p>
<h2>Review monthly, prune quarterly</h2>
<p>Track sales, content volume and return rates per affiliator. Each quarter, move top nano performers into a higher commission tier and pause the ones who have not posted. A healthy program is a living roster, not a list you build once.</p>`,
  },
  {
    title: "Live Commerce 101: Running a Four-Hour Shopee Live Without Burning Out Your Host",
    excerpt:
      "Long live sessions sell, but only if the show has structure. Our run-of-show template, staffing plan and the small details that keep conversion high in hour four.",
    categories: ["Live Commerce", "E-Commerce"],
    daysAgo: 6,
    views: 5480,
    cover: { shape: "phone", palette: "night", label: "Live Selling" },
    html: `<p>Live streaming has become a core sales channel in Indonesia. On Shopee Live, TikTok Live, Tokopedia and Instagram, shoppers ask questions, see the product moving and buy within seconds. The catch is that live sales reward duration: the longer you are on air, the more chances the algorithm has to send viewers your way. Our Live Streaming team runs sessions every day, and this is the structure we use for a four-hour slot.</p>
<h2>Think in 30-minute loops</h2>
<p>Viewers drop in and out constantly. Most people watch for only a few minutes, so every half hour should feel like a complete show for someone who just arrived.</p>
<ol>
<li><strong>Minutes 0-5:</strong> greeting, today's offer, pin the hero product</li>
<li><strong>Minutes 5-20:</strong> demo two or three products, answer comments by name</li>
<li><strong>Minutes 20-25:</strong> flash deal or voucher drop with a countdown</li>
<li><strong>Minutes 25-30:</strong> recap, remind viewers to follow, tease the next deal</li>
</ol>
<h2>Staff it like a broadcast</h2>
<p>A host alone cannot sell for four hours. We staff every session with at least three people:</p>
<ul>
<li><strong>Host:</strong> talks, demos and keeps energy up</li>
<li><strong>Co-host or product assistant:</strong> hands over items, shows details, steps in when the host drinks water</li>
<li><strong>Operator:</strong> pins products, launches vouchers, reads comments and feeds questions to the host through a small screen or notes</li>
</ul>
<p>For sessions longer than four hours, rotate hosts every two hours. Fatigue is visible on camera, and conversion drops with it.</p>
<h2>Set up for clarity, not glamour</h2>
<p>Good light matters more than an expensive camera. Use two soft lights at 45 degrees, a clean background in brand colours, and a table at chest height so products stay in frame. Test audio with the air conditioner running; many Jakarta studios sound fine until the AC kicks in.</p>
<h2>Protect the host's voice and energy</h2>
<p>Keep warm water within reach, schedule a five-minute break every hour while the co-host runs a demo, and prepare a sheet of talking points per product so the host does not need to improvise specifications. Energy is a resource; plan it like one.</p>
<blockquote>The best hosts do not shout "checkout sekarang" every minute. They answer questions so well that the checkout feels obvious.</blockquote>
<h2>Measure what matters per session</h2>
<p>After each live, log peak concurrent viewers, average watch time, product clicks, orders and GMV per hour. Compare hour by hour: if hour three is consistently weak, move your strongest deal there. Over a month, these small adjustments typically move revenue more than any single big promotion.</p>
<h2>Repurpose everything</h2>
<p>Clip the best moments, such as a great demo or a funny exchange with a viewer, and post them as short videos the same evening. They drive followers into tomorrow's live and give your ads team fresh, authentic creative at no extra production cost.</p>`,
  },
  {
    title: "TikTok Shop and Tokopedia Under One Roof: What Changed for Sellers",
    excerpt:
      "Since TikTok's Indonesian shopping business was folded into Tokopedia in 2024, sellers have had to rethink catalogues, affiliates and ads. A practical checklist for brands.",
    categories: ["E-Commerce", "Social Media", "Strategy"],
    daysAgo: 9,
    views: 12750,
    cover: { shape: "phone", palette: "sun", label: "TikTok Shop" },
    html: `<p>In 2024, TikTok's shopping operations in Indonesia were combined with Tokopedia. For shoppers the change was mostly invisible: they still tap the yellow basket in a video and check out. For sellers, the back office, policies and growth levers shifted, and many brands are still running their store as if nothing happened. Here is what we review with every E-Commerce Enabler client.</p>
<h2>1. Treat it as one ecosystem, two front doors</h2>
<p>Discovery happens inside short videos and lives on TikTok; search-driven shopping still happens on Tokopedia. Your product data, stock and pricing should be consistent in both, because shoppers compare. A product that is Rp 10,000 cheaper on one side trains customers to wait and search.</p>
<h2>2. Clean up your catalogue</h2>
<ul>
<li>Titles written for search: brand, product type, key variant, size</li>
<li>Square main images readable at thumbnail size, with a clean background</li>
<li>At least one short product video per hero SKU</li>
<li>Variants merged into a single listing where the platform allows, so reviews accumulate in one place</li>
</ul>
<p>Catalogue hygiene is boring, and it is also the cheapest growth lever available. We often see conversion rise after nothing more than better titles and images.</p>
<h2>3. Affiliates are now infrastructure</h2>
<p>The affiliate system remains one of the strongest engines for video-driven sales. Set an open commission plan for all creators, a targeted plan with higher rates for proven sellers, and keep samples flowing. Review the affiliate list every month; the creators who sold last quarter are not always the ones selling now.</p>
<h2>4. Live is a channel, not an event</h2>
<p>Brands that go live daily at consistent times build a returning audience, and the platform tends to reward that consistency. Two hours every evening usually outperforms one big monthly show.</p>
<h2>5. Ads should follow the content that already works</h2>
<p>Instead of producing ads from scratch, boost the organic and affiliate videos that already drive sales. Their hooks are proven, and they look native to the feed. Keep a small budget for testing new angles, around 20% of ad spend, and move the rest to winners weekly.</p>
<blockquote>The brands that adapted fastest did not chase every new feature. They fixed their catalogue, went live consistently and let creators carry the story.</blockquote>
<h2>6. Watch the policies</h2>
<p>Commission rates, service fees and category rules change more often than most sellers notice. Assign one person to read seller centre announcements weekly and to update your pricing model when fees move. A one percent fee change on a thin-margin product can decide whether a campaign makes money.</p>
<h2>The short version</h2>
<p>Consistent catalogue, daily live, a managed affiliate roster and ads built on proven content. None of this is glamorous, but it is exactly what we see working for brands of every size in the new setup.</p>`,
  },
  {
    title: "Harbolnas 12.12: A Seven-Week Countdown for Marketplace Brands",
    excerpt:
      "National Online Shopping Day is won in October, not on December 12. A week-by-week plan covering stock, vouchers, creators, live schedules and ads.",
    categories: ["E-Commerce", "Strategy"],
    daysAgo: 12,
    views: 7890,
    cover: { shape: "grid", palette: "dusk", label: "12.12 Ready" },
    html: `<p>Harbolnas, <em>Hari Belanja Online Nasional</em>, closes the year of twin-date sales with the biggest shopping day for many categories. Brands that start planning in December usually end the day out of stock on the wrong items and overstocked on the rest. Here is the seven-week countdown we run with our E-Commerce Enabler clients.</p>
<h2>Week 7: Decide what you are selling</h2>
<p>Pick three to five hero products based on last year's data and the 9.9, 10.10 and 11.11 results. Decide the offer structure for each: discount, bundle, gift with purchase or free shipping. One clear offer per hero product beats a confusing mix of everything.</p>
<h2>Week 6: Stock and logistics</h2>
<ul>
<li>Forecast demand at two to four times a normal peak day for hero SKUs</li>
<li>Confirm warehouse capacity and extra packing staff for December 12 to 14</li>
<li>Prepare packaging and inserts in advance; cardboard shortages are real in December</li>
</ul>
<h2>Week 5: Register for platform campaigns</h2>
<p>Marketplaces open campaign registration weeks ahead. Submit your products and vouchers early; late submissions often miss the best placements. Check co-funded voucher options, where the platform shares the discount cost.</p>
<h2>Week 4: Book creators and affiliators</h2>
<p>KOL and affiliate calendars fill up fast in the last quarter. Brief macro creators for teaser content in early December and recruit a wide base of nano affiliators to post during the final week. Ship samples now, not later.</p>
<h2>Week 3: Produce content</h2>
<p>Shoot product videos, countdown stories and live-stream assets. Prepare thumbnails with the 12.12 price clearly visible. Make vertical, square and landscape versions so the same asset works on every placement.</p>
<h2>Week 2: Warm up audiences</h2>
<p>Run awareness and engagement ads, grow your store followers and push "remind me" or wishlist actions. A shopper who saved your product is far more likely to buy at midnight on the 12th.</p>
<h2>Week 1: Rehearse</h2>
<p>Do a full rehearsal of the live schedule. Test voucher codes, flash sale timers and customer-service scripts. Assign who answers chats at 00:00, when the first orders flood in.</p>
<blockquote>The first two hours of 12.12 often decide the day. If your vouchers, stock and customer service are not ready at midnight, you are catching up for the remaining 22 hours.</blockquote>
<h2>The day itself</h2>
<ol>
<li>Go live at midnight with your strongest host and best deal</li>
<li>Raise ad budgets in steps through the day rather than all at once</li>
<li>Monitor stock hourly and swap pinned products before anything sells out</li>
<li>Keep a second live slot for the evening, when the second wave arrives</li>
</ol>
<h2>After the sale</h2>
<p>Ship fast, answer reviews and retarget buyers with a thank-you offer in January. Harbolnas customers are your easiest repeat purchases of the new year, if you treat them well.</p>`,
  },
  {
    title: "Why Your Website Loses Half Its Visitors on a 4G Connection",
    excerpt:
      "Most Indonesian visitors arrive on a mid-range Android phone over mobile data. If your page needs eight seconds to become usable, your ads are paying for people who never see it.",
    categories: ["Web & Apps"],
    daysAgo: 15,
    views: 2290,
    cover: { shape: "browser", palette: "cream", label: "Speed Matters" },
    html: `<p>We audit dozens of websites every year, usually because a client's ads "are not converting". Surprisingly often, the ads are fine. The landing page is simply too slow for the phones and networks real visitors use, and many of them leave before the first headline appears.</p>
<h2>Test on the device your customers own</h2>
<p>Your team probably browses on a flagship phone over office Wi-Fi. Your customers are more likely to use a mid-range Android over 4G that fluctuates between good and poor as they move through the city. Borrow an affordable phone, switch off Wi-Fi and open your site on a commuter train. That ten-minute test is often more convincing than any report.</p>
<h2>The usual suspects</h2>
<ul>
<li><strong>Oversized images:</strong> a 4 MB hero photo exported straight from the camera. Serve WebP or AVIF at the size actually displayed.</li>
<li><strong>Too many scripts:</strong> chat widgets, three analytics tools, two pixels per ad platform, a heat-map tool nobody reads. Each one delays the page.</li>
<li><strong>Web fonts loaded badly:</strong> text stays invisible until the font arrives. Use <em>font-display: swap</em> and only the weights you need.</li>
<li><strong>Sliders above the fold:</strong> carousels load several large images before anything else, and few people see slide three anyway.</li>
</ul>
<h2>Measure with Core Web Vitals</h2>
<p>Google's <a href="https://web.dev/articles/vitals">Core Web Vitals</a> give a shared language for speed. Focus on three numbers: <strong>Largest Contentful Paint</strong> (when the main content appears), <strong>Interaction to Next Paint</strong> (how quickly the page responds to taps) and <strong>Cumulative Layout Shift</strong> (whether things jump around while loading). Field data from real users matters more than a single lab test.</p>
<h2>Quick wins we apply first</h2>
<ol>
<li>Compress and resize every image, and lazy-load anything below the fold</li>
<li>Remove tags that nobody has looked at in six months</li>
<li>Load third-party chat and tracking scripts after the page is interactive</li>
<li>Cache static assets and serve them from a CDN with an edge close to Jakarta</li>
<li>Reserve space for images and banners so the layout does not shift</li>
</ol>
<blockquote>A faster page does not just convert better. It lowers your cost per result, because ad platforms reward landing pages that keep people around.</blockquote>
<h2>Make speed part of the process</h2>
<p>Speed decays. Every new campaign adds a banner, a script or a video. Set a performance budget, for example a maximum page weight and a target LCP under 2.5 seconds on mobile, and check it before each release. In our Website Development projects this check runs automatically, so a heavy image never reaches production unnoticed.</p>
<h2>Where to start today</h2>
<p>Run your top landing page through <a href="https://pagespeed.web.dev/">PageSpeed Insights</a>, write down the three largest problems and fix just those. Then watch your bounce rate and cost per lead for two weeks. In our experience, it is one of the highest-return afternoons a marketing team can spend.</p>`,
  },
  {
    title: "Setting a Digital Ads Budget in Rupiah: A Practical Framework",
    excerpt:
      "Rp 10 million, Rp 50 million or Rp 500 million a month? Work backwards from your margins and conversion rates instead of guessing, and know what each budget level can realistically buy.",
    categories: ["Digital Ads", "Strategy"],
    daysAgo: 19,
    views: 9340,
    cover: { shape: "chart", palette: "cream", label: "Budget Math" },
    html: `<p>"How much should we spend on ads?" is the first question in almost every new-client meeting. The honest answer is that it depends, but it depends on a few numbers you can calculate in an afternoon. Here is the framework we use in our Digital Ads practice.</p>
<h2>Step 1: Know what a customer is worth</h2>
<p>Start with average order value and gross margin. If your average order is Rp 250,000 and your gross margin is 40%, each first order earns Rp 100,000 before marketing. If customers buy again on average 1.5 more times within a year, a customer is worth roughly Rp 250,000 in gross profit.</p>
<h2>Step 2: Decide what you can pay to acquire one</h2>
<p>Your target cost per acquisition should sit comfortably below that value. A new brand chasing growth may accept paying most of the first order's profit; a mature brand protecting margin may cap it at half. Write the number down. In this example, we might set a target of Rp 80,000 per first purchase.</p>
<h2>Step 3: Work backwards to a budget</h2>
<p>If you need 500 new customers a month at Rp 80,000 each, the media budget is Rp 40 million. Then sanity-check it against your funnel:</p>
<ul>
<li>At a 2% landing-page conversion rate, you need 25,000 visits</li>
<li>At a cost per click of Rp 1,600, that is also Rp 40 million</li>
</ul>
<p>When both calculations roughly agree, you have a plan. When they do not, one of your assumptions is wrong, and it is better to find out on paper.</p>
<h2>What different budgets can realistically do</h2>
<h3>Under Rp 15 million per month</h3>
<p>Focus on one platform and one objective. Split it across too many channels and no campaign will get enough data to optimise. Retargeting and boosting your best organic content usually work best here.</p>
<h3>Rp 15-75 million per month</h3>
<p>Enough to run two platforms properly, for example Meta for retargeting and TikTok for discovery, with continuous creative testing. Budget for new creative every two to three weeks.</p>
<h3>Above Rp 75 million per month</h3>
<p>Now you can add search, marketplace ads and upper-funnel video, and measure incrementality with holdout tests. At this level creative production becomes the bottleneck, not media.</p>
<blockquote>Reserve 10-15% of your media budget for creative production. Great targeting cannot rescue a tired ad.</blockquote>
<h2>Plan for seasonality</h2>
<p>Costs per thousand impressions rise sharply around Ramadan, twin-date sales and Harbolnas. Keep some budget flexible so you can spend more when demand is high and pull back in quiet weeks, instead of spending evenly every day of the year.</p>
<h2>Review monthly, not daily</h2>
<p>Daily numbers swing with auctions, paydays and even the weather. Review trends weekly, make budget decisions monthly, and judge campaigns on the cost per acquisition you set in step 2. A budget built on arithmetic is much easier to defend to a CFO than one built on gut feeling.</p>`,
  },
  {
    title: "Launching an App in Indonesia: The First 90 Days",
    excerpt:
      "Publishing to the Play Store is the start, not the finish. How we plan app launches: device testing, store listings in Bahasa Indonesia, onboarding, and the metrics that predict success.",
    categories: ["Web & Apps", "Strategy"],
    daysAgo: 24,
    views: 1675,
    cover: { shape: "phone", palette: "dusk", label: "App Launch" },
    html: `<p>Our Apps Development team has shipped loyalty apps, booking apps and internal tools for clients across Indonesia. The builds differ, but the first 90 days after launch look remarkably similar. Here is what we plan for before the first version goes live.</p>
<h2>Before launch: build for the real device mix</h2>
<p>Android dominates the Indonesian market, and a large share of users run mid-range devices with limited storage. That changes priorities:</p>
<ul>
<li>Keep the install size small; people delete apps to make room for photos</li>
<li>Test on at least three low-to-mid-range devices, not just emulators</li>
<li>Handle weak connections gracefully, with clear offline states and retries</li>
<li>Support login by phone number and OTP, which most users prefer to passwords</li>
</ul>
<h2>Days 1-14: the store listing is your landing page</h2>
<p>Write the Play Store and App Store listing in Bahasa Indonesia first, with English as a secondary language if your audience needs it. The first two lines of the description and the first three screenshots do most of the work. Show benefits, not menus: "Pesan dalam 3 ketukan" says more than a screenshot of the settings page.</p>
<p>Ask early users for reviews at a happy moment, for example right after a successful order, not at first launch.</p>
<h2>Days 15-45: fix onboarding before buying installs</h2>
<p>Paid install campaigns are tempting, but if only a small share of new users complete their first key action, you are paying to fill a leaking bucket. Track the funnel from install to registration to first meaningful action, and remove every step that is not essential. Optional profile fields can wait.</p>
<blockquote>A user who completes one meaningful action in the first session is far more likely to come back next week. Design the first session around that action.</blockquote>
<h2>Days 46-90: retention and re-engagement</h2>
<p>Now measure day-7 and day-30 retention by acquisition channel. Users who came from an in-store QR code often behave very differently from those who came from a TikTok ad. Put budget where retained users come from, not where installs are cheapest.</p>
<p>Use push notifications sparingly and personally. One relevant message a week, such as a points balance or a reorder reminder, beats a daily promotion that trains people to disable notifications.</p>
<h2>The metrics we report every week</h2>
<ol>
<li>Installs by channel and cost per install</li>
<li>Registration rate and first-action rate</li>
<li>Day-1, day-7 and day-30 retention</li>
<li>Crash-free sessions (aim above 99.5%)</li>
<li>Store rating and the themes in recent reviews</li>
</ol>
<h2>Ship small, ship often</h2>
<p>Plan a release every two weeks in the first quarter. Each release fixes the top complaint from reviews and improves one step in the funnel. Users notice when an app gets better quickly, and so do the store algorithms.</p>`,
  },
  {
    title: "Brand Activation That Travels: Turning a Mall Event Into Three Weeks of Content",
    excerpt:
      "A weekend booth in a Jakarta mall reaches a few thousand people. Designed properly, the same activation can feed social media, ads and live commerce for weeks.",
    categories: ["Branding", "Content"],
    daysAgo: 30,
    views: 845,
    cover: { shape: "spark", palette: "sun", label: "Activation" },
    html: `<p>Brand activations have a reputation problem: lots of effort, a nice weekend, and then nothing. When we plan Brand Activation projects, we design the physical event and its content pipeline at the same time. The booth is the set; the real audience is online.</p>
<h2>Design the space for the camera</h2>
<p>Every activation should have at least three "content moments" built into the layout:</p>
<ul>
<li>A photo spot with the brand colours and a clear, readable line of copy</li>
<li>An interactive moment, such as a game, a tasting or a challenge, that looks good on video</li>
<li>A reveal or reward that people naturally react to</li>
</ul>
<p>Light these areas properly. Mall lighting is often flat or yellow, and a few extra lights make the difference between usable footage and clips nobody wants to post.</p>
<h2>Bring creators, not just guests</h2>
<p>Invite a mix of KOLs and KOCs for a dedicated session, ideally on the first day, so their content drives visitors for the rest of the weekend. Give them a simple brief and a quiet corner to film. Creators who have a good time make better content than creators who feel like staff.</p>
<h2>Run a live stream from the floor</h2>
<p>A live session from the event connects offline and online audiences. Viewers at home see the crowd, and an event-only voucher redeemable on your marketplace store turns that excitement into sales. We usually schedule two short lives per day at peak visitor hours.</p>
<h2>Build the three-week content calendar before the event</h2>
<ol>
<li><strong>Week before:</strong> teasers, countdown, creator announcements</li>
<li><strong>Event days:</strong> stories, lives, real-time reposts of visitor content</li>
<li><strong>Week after:</strong> recap video, best visitor moments, behind-the-scenes</li>
<li><strong>Two weeks after:</strong> edited short films and testimonial clips for ads</li>
</ol>
<blockquote>Plan the edit before you plan the booth. If you know which ten clips you need, you will design the space to capture them.</blockquote>
<h2>Collect permission and data properly</h2>
<p>Use clear signage that the area is being filmed, and get written consent from anyone featured prominently in ads. If you collect contact details in exchange for a gift, say clearly how you will use them. It protects the brand and respects visitors.</p>
<h2>Measure beyond footfall</h2>
<p>Count visitors, of course, but also track content reach, voucher redemptions, new store followers and the performance of event footage in ads. In our experience, authentic event clips often outperform polished studio ads for the following month, which makes the activation budget work far harder than a single weekend.</p>`,
  },
  {
    title: "Behind a 30-Second TVC: From Storyboard to Final Cut",
    excerpt:
      "What actually happens between the brief and the broadcast master? A walk through our TVC production process, with timelines, roles and the decisions that protect your budget.",
    categories: ["Content", "Branding"],
    daysAgo: 37,
    views: 612,
    cover: { shape: "bars", palette: "night", label: "TVC Diary" },
    html: `<p>Television is no longer the only destination for a TVC. The same film now runs on YouTube, connected TV, cinema pre-rolls and cut-downs for social media. That makes production planning more important, not less. Here is how a typical 30-second commercial moves through our TVC & Photo Production team.</p>
<h2>Weeks 1-2: Creative development</h2>
<p>It starts with a single idea that can be told in thirty seconds, and a clear answer to "what should the viewer feel and remember?". We present two or three concepts as scripts and mood boards. Once one is approved, the director develops a storyboard and a shot list.</p>
<h2>Week 3: Pre-production</h2>
<p>This is where budgets are won or lost. Decisions made in a meeting room cost nothing; decisions made on set cost crew hours.</p>
<ul>
<li><strong>Casting:</strong> talent auditions, with usage rights agreed for every medium and duration</li>
<li><strong>Locations:</strong> scouting, permits and backup options in case of rain</li>
<li><strong>Wardrobe and props:</strong> brand colours checked on camera, not just by eye</li>
<li><strong>Pre-production meeting:</strong> the client, agency and production house walk through every shot</li>
</ul>
<h2>Shoot days</h2>
<p>A 30-second film usually needs one or two shoot days. We plan the schedule around light and talent availability, shoot the hero product shots separately with a dedicated table-top setup, and capture extra vertical framing for social versions whenever possible. A single client representative on set with authority to approve saves more time than any piece of equipment.</p>
<blockquote>Ask for the social cut-downs at the start. Shooting a vertical version takes minutes on set and days to fake in post.</blockquote>
<h2>Weeks 5-6: Post-production</h2>
<ol>
<li>Offline edit: story and timing, without colour or final sound</li>
<li>Client review, ideally one consolidated round of feedback</li>
<li>Online: colour grading, visual effects, graphics and supers</li>
<li>Sound: music, voice-over recording, mixing to broadcast loudness standards</li>
<li>Deliverables: broadcast master, online versions, 15- and 6-second cut-downs, vertical edits</li>
</ol>
<h2>Broadcast requirements</h2>
<p>Television stations have technical requirements for format, loudness and sometimes content review before airing. Build time for this into the schedule, and make sure claims in the film can be substantiated. Legal review of supers and disclaimers should happen at the offline stage, not the day before the air date.</p>
<h2>Getting more from the same budget</h2>
<p>We plan a stills session on the same set, using the same talent and wardrobe, so campaign photography matches the film. Add a behind-the-scenes camera and you also have social content for launch week. One shoot, many assets: that is how modern production stays efficient.</p>`,
  },
  {
    title: "Product Photography for Marketplaces: Shot Lists That Convert",
    excerpt:
      "On Shopee and Tokopedia, your photos do the selling before anyone reads a word. The nine-image shot list we use for every product, and why each frame earns its place.",
    categories: ["Content", "E-Commerce"],
    daysAgo: 45,
    views: 4410,
    cover: { shape: "grid", palette: "cream", label: "Shot List" },
    html: `<p>A shopper scrolling a marketplace search page decides in a fraction of a second whether to tap your product. Once they do, the image gallery answers questions before they reach the description. Our photo team uses the same nine-frame structure for almost every product listing, adjusted by category.</p>
<h2>The nine frames</h2>
<ol>
<li><strong>Hero on clean background:</strong> the product alone, well lit, filling most of the square. This is your thumbnail and must read at small size.</li>
<li><strong>Key benefit in one line:</strong> the hero image again with a short benefit statement in large type.</li>
<li><strong>In use:</strong> a hand holding it, a model wearing it, food on a plate. Shows scale and reality.</li>
<li><strong>Detail close-up:</strong> texture, stitching, ingredients, ports, whatever signals quality.</li>
<li><strong>Variants:</strong> all colours or sizes side by side with clear labels.</li>
<li><strong>Size and dimensions:</strong> a simple diagram or a comparison with a familiar object.</li>
<li><strong>What is in the box:</strong> every item the customer will receive, laid out flat.</li>
<li><strong>Social proof:</strong> a review quote, rating or certification, presented honestly.</li>
<li><strong>Lifestyle mood:</strong> the product in a setting your audience recognises, such as a kos bedroom, a café or a commute.</li>
</ol>
<h2>Technical basics that matter</h2>
<ul>
<li>Shoot square with safe margins; marketplaces crop and overlay badges</li>
<li>Keep the background consistent across your catalogue so your store looks like a brand</li>
<li>Export at the size the platform recommends and compress without visible artefacts</li>
<li>Check colour accuracy; "the colour looks different" is one of the most common return reasons</li>
</ul>
<h2>Text on images: less is more</h2>
<p>Indonesian marketplace listings are famous for crowded images full of badges, prices and exclamation marks. A little text helps, and the second frame is the place for it. Beyond that, clean images signal a trustworthy brand, especially in premium categories.</p>
<blockquote>If a shopper has to zoom in to read your image, the text is too small or there is too much of it.</blockquote>
<h2>Add a short video</h2>
<p>A 15- to 30-second product video in the gallery increases time on page and answers questions that photos cannot, such as how a fabric moves or how a gadget clicks together. We shoot it on the same day, with the same set, so costs stay low.</p>
<h2>Refresh seasonally</h2>
<p>Swap the lifestyle frame and the benefit frame for major campaigns like Ramadan or 12.12, while keeping the hero shot stable so returning shoppers recognise the product. Then compare click-through rates before and after. Photography is one of the few marketing assets where you can measure the impact of a single change quickly.</p>`,
  },
  {
    title: "Case Study: How a Bandung Modest-Wear Label Tripled Live Sales in Six Weeks",
    excerpt:
      "A family-run fashion brand was going live twice a week with disappointing results. A consistent schedule, a trained host team and affiliate clips changed the numbers.",
    categories: ["Case Study", "Live Commerce"],
    daysAgo: 52,
    views: 6230,
    cover: { shape: "waves", palette: "sun", label: "3x Live Sales" },
    html: `<p><em>Client details have been anonymised. We call the brand "Sekar Modest" here.</em></p>
<p>Sekar Modest is a family-run label from Bandung selling hijabs, tunics and everyday modest wear. They had a loyal customer base and a good Shopee store, but their live streams were not working. The owner's niece hosted from the warehouse twice a week, when there was time. Viewers came, but sales were small and irregular.</p>
<h2>The diagnosis</h2>
<p>In the first week we watched every recorded session and pulled the numbers. Three problems stood out:</p>
<ul>
<li><strong>Inconsistent schedule:</strong> lives started at different times each week, so returning viewers could not build a habit.</li>
<li><strong>No structure:</strong> the host showed products in the order they came out of the box, and most of the time was spent looking for sizes.</li>
<li><strong>Poor visibility:</strong> warehouse lighting made colours look dull, a serious problem for a fashion brand.</li>
</ul>
<h2>What we changed</h2>
<h3>A fixed schedule</h3>
<p>We moved to daily lives, Monday to Saturday, 19:30 to 22:30, after <em>Isya</em> when the brand's audience is relaxed at home. The time was announced everywhere: store banner, Instagram bio, packaging inserts.</p>
<h3>A small set and proper light</h3>
<p>We built a compact set in a corner of the warehouse: a neutral backdrop, two soft lights, a clothing rail sorted by the evening's run-of-show and a full-length mirror so the host could show fit from head to toe.</p>
<h3>A trained host team</h3>
<p>Our Live Streaming team trained two hosts from the brand's own staff and paired them with one of our experienced hosts for the first three weeks. They learned to answer sizing questions with a model on set, to name commenters and to run 30-minute loops with a flash deal in each one.</p>
<h3>Affiliate clips as a traffic engine</h3>
<p>We recruited 40 nano affiliators from the brand's existing customers, many of whom were already posting outfit videos. Each received three pieces and a simple selling kit. Their clips pointed viewers to the store, and the best of them were boosted as ads during live hours.</p>
<h2>The results after six weeks</h2>
<ol>
<li>Live-stream GMV grew to roughly three times the previous monthly average</li>
<li>Average watch time per viewer almost doubled</li>
<li>Store followers grew steadily, with clear spikes on days affiliate clips took off</li>
<li>Return rates for sizing issues fell, which the team attributed to the on-camera fitting</li>
</ol>
<blockquote>"We thought we needed a famous host. What we needed was a schedule and a plan for every half hour." — the brand's owner</blockquote>
<h2>What other brands can copy</h2>
<p>None of this required a big budget. The set cost less than a single macro-influencer post. The growth came from consistency, structure and using customers as affiliators. Six months on, the in-house team runs the lives independently, and our role has shifted to affiliate management and campaign peaks like Ramadan and 12.12.</p>`,
  },
  {
    title: "Case Study: A Neighbourhood Coffee Chain's Loyalty App Reaches 100,000 Members",
    excerpt:
      "How a 24-outlet coffee brand built a lean ordering and loyalty app, grew it through its stores instead of paid installs, and turned members into their most valuable customers.",
    categories: ["Case Study", "Web & Apps"],
    daysAgo: 60,
    views: 2875,
    cover: { shape: "phone", palette: "cream", label: "100K Members" },
    html: `<p><em>Client details have been anonymised. We call the brand "Kopi Lereng" here.</em></p>
<p>Kopi Lereng runs 24 outlets across Jabodetabek and Bandung, known for palm-sugar iced coffee and friendly baristas. Their loyalty program was a paper stamp card, which meant no customer data, a lot of lost cards and no way to reward regulars across outlets. They asked our Apps Development team for an app, with a clear condition: no big paid install campaign.</p>
<h2>Scope: small on purpose</h2>
<p>We resisted the temptation to build everything. Version one had four features:</p>
<ul>
<li>Login with phone number and OTP</li>
<li>A digital stamp card with a QR code scanned at the till</li>
<li>Order ahead for pickup, with payment by e-wallet</li>
<li>A simple inbox for rewards and new menu announcements</li>
</ul>
<p>The app was built cross-platform, tested on a range of mid-range Android phones and kept under a modest install size. Delivery integration, gift cards and referral features were deliberately left for later releases.</p>
<h2>Growth through the counter</h2>
<p>The stores were the acquisition channel. Every barista had one line to say when taking an order: "Pakai app, langsung dapat satu stamp gratis." A table tent with a QR code sat at every till, and the first stamp was awarded instantly on registration. Because the incentive was immediate, most people who downloaded the app at the counter completed registration on the spot.</p>
<h2>Retention by design</h2>
<p>Each outlet's manager received a weekly report of app orders and new members, and there was a small monthly prize for the outlet with the most new sign-ups. Push notifications were limited to one or two per week: a new drink, a reward about to expire, or a rainy-day offer when weather data suggested quiet stores.</p>
<blockquote>We did not need to buy installs. The brand already had thousands of customers walking in every day. The job was to make joining take less than a minute.</blockquote>
<h2>Results after ten months</h2>
<ol>
<li>More than 100,000 registered members, almost entirely from in-store sign-ups</li>
<li>App members visited noticeably more often than non-members in the same period</li>
<li>Order-ahead shortened morning queues at the busiest outlets</li>
<li>For the first time, the brand could see which outlets and products drove repeat visits</li>
</ol>
<h2>What came next</h2>
<p>With real data, the marketing team now runs targeted campaigns: reminders for lapsed members, early access to seasonal drinks for frequent visitors and outlet-specific promotions during renovation periods. The app also feeds lookalike audiences for Digital Ads, so the paid media they do run reaches people who resemble their best customers.</p>
<h2>The lesson</h2>
<p>An app for an existing business should start from existing behaviour. Use the places your customers already are, give them an immediate reason to join and add features only when the data asks for them.</p>`,
  },
  {
    title: "E-Commerce Enabler or In-House Team: Who Should Run Your Official Store?",
    excerpt:
      "Running a marketplace store well needs catalogue, ads, customer service, live streaming and logistics. A candid comparison of outsourcing to an enabler versus building your own team.",
    categories: ["E-Commerce", "Strategy"],
    daysAgo: 71,
    views: 3560,
    cover: { shape: "bars", palette: "sun", label: "Enabler?" },
    html: `<p>Opening an official store on Shopee, Tokopedia or TikTok Shop takes a day. Running it well takes a team: someone for the catalogue, someone for promotions and ads, customer service that answers within minutes, a live-streaming crew and a warehouse that ships on time. Brands entering marketplaces face a real choice between hiring all of this or working with an E-Commerce Enabler. We are an enabler, so take this with that in mind, but here is our honest comparison.</p>
<h2>What an enabler typically covers</h2>
<ul>
<li>Store setup, catalogue creation and ongoing listing optimisation</li>
<li>Campaign registration for twin dates, payday sales and Harbolnas</li>
<li>Marketplace ads and off-platform traffic</li>
<li>Customer service and review management</li>
<li>Live streaming and affiliate management</li>
<li>Reporting, and sometimes warehousing and fulfilment</li>
</ul>
<h2>When an enabler makes sense</h2>
<h3>You are new to marketplaces</h3>
<p>Each platform has its own rules, fee structures and campaign calendars. An enabler brings that knowledge from day one, and avoids the costly mistakes of the first year.</p>
<h3>You need speed</h3>
<p>Hiring and training a full team can take months. An enabler can usually launch in weeks.</p>
<h3>Your volume does not justify full-time specialists yet</h3>
<p>A good live host, an ads specialist and a catalogue designer are three salaries. Shared across an enabler's clients, you get their skills for a fraction of the cost.</p>
<h2>When in-house wins</h2>
<h3>E-commerce is your main channel</h3>
<p>If most of your revenue comes from marketplaces, the knowledge is core to your business and should live inside it eventually.</p>
<h3>Your product needs deep expertise</h3>
<p>Technical products, such as electronics or specialised health products, need customer service that understands them deeply. That is easier to build internally.</p>
<h2>The hybrid that often works best</h2>
<p>Many of our clients keep strategy, pricing and product decisions in-house, with one internal e-commerce manager, and outsource execution: catalogue, ads, customer service and live streaming. Over time, they bring pieces in-house as they grow, and we help train the people who take them over.</p>
<blockquote>Whatever you choose, keep ownership of your store accounts, your data and your customer lists. A good partner never makes that difficult.</blockquote>
<h2>Questions to ask any enabler</h2>
<ol>
<li>How is the fee structured: fixed retainer, percentage of GMV, or both?</li>
<li>Who exactly will work on our account, and how many other brands do they handle?</li>
<li>What do weekly reports include, and can we access the seller centre directly?</li>
<li>How do you handle stock-outs and customer complaints?</li>
<li>What happens to the accounts and content if we part ways?</li>
</ol>
<p>Clear answers to these five questions tell you more than any case-study deck.</p>`,
  },
  {
    title: "Creative Testing on Meta Ads When Your Budget Is Small",
    excerpt:
      "You do not need a seven-figure budget to learn what works. A lean testing structure for Facebook and Instagram ads that produces clear winners on a few million rupiah a week.",
    categories: ["Digital Ads", "Content"],
    daysAgo: 83,
    views: 5120,
    cover: { shape: "grid", palette: "night", label: "Creative Tests" },
    html: `<p>On modern ad platforms, creative is the main targeting lever. The algorithm finds the people who respond to a given ad, so the ad itself decides who you reach. That makes creative testing the most valuable habit a small advertiser can build. Here is the lean structure we use for clients spending a few million rupiah a week on Meta.</p>
<h2>Test concepts, not colours</h2>
<p>With a small budget you cannot test button colours or tiny copy changes; the differences are too small to measure. Test big ideas instead. A concept is a different reason to buy:</p>
<ul>
<li><strong>Problem-solution:</strong> "Rambut lepek setelah pakai helm?" followed by the product</li>
<li><strong>Social proof:</strong> real customer reviews read aloud or shown on screen</li>
<li><strong>Demonstration:</strong> the product working, no talking, in ten seconds</li>
<li><strong>Offer-led:</strong> bundle, price and deadline, front and centre</li>
</ul>
<h2>A simple structure</h2>
<ol>
<li>One testing campaign with a fixed, modest daily budget</li>
<li>One ad set per concept, each with two or three variations of that concept</li>
<li>Broad targeting within your country and age range; let the creative find the audience</li>
<li>Run for at least seven days before judging, to cover weekday and weekend behaviour</li>
</ol>
<p>Winners graduate to your main campaign. Losers are switched off without regret.</p>
<h2>Judge on the right metric</h2>
<p>Early signals like thumb-stop rate (three-second views divided by impressions) and click-through rate help you read creative quality quickly. But the final decision should rest on cost per purchase or cost per lead. An ad that everyone watches but nobody buys from is entertainment, not advertising.</p>
<blockquote>Keep a simple creative log: date, concept, hook, result. After three months it becomes the most valuable document your marketing team owns.</blockquote>
<h2>Produce cheaply and often</h2>
<p>Small budgets need many inexpensive creatives rather than one expensive film. Phone-shot videos by your team, customer clips (with permission) and affiliate content all work. Our Content Creation team often shoots ten to fifteen short variations in one half-day session, built around the same product but different hooks.</p>
<h2>The first three seconds</h2>
<p>Most variation in performance comes from the opening. Test hooks systematically: a question, a bold claim, a surprising visual, a face talking directly to camera. Keep the rest of the ad identical so you know the hook made the difference.</p>
<h2>Refresh before fatigue</h2>
<p>Watch frequency and cost per result on your winners. When frequency climbs and costs rise for a week in a row, the audience is tired. Have the next test winner ready before that happens, and the account never stalls.</p>`,
  },
  {
    title: "Reading Your TikTok Ads Dashboard Without Panicking",
    excerpt:
      "Numbers jump, costs spike and results vanish overnight. Which metrics to check daily, which weekly, and what the common patterns usually mean.",
    categories: ["Digital Ads", "Social Media"],
    daysAgo: 95,
    views: 2140,
    cover: { shape: "chart", palette: "night", label: "Read the Data" },
    html: `<p>Every Monday morning someone sends us a screenshot with a red arrow and a question mark. TikTok Ads dashboards are full of numbers that move quickly, and without context they can cause bad decisions. Here is how our Digital Ads team reads them.</p>
<h2>The learning phase is not a failure</h2>
<p>New ad groups go through a learning phase while the system figures out who converts. Performance is unstable during this period. Making big edits resets it. Our rule: do not touch a new ad group until it has had enough conversions to exit learning, or at least several days of spend, unless something is clearly broken.</p>
<h2>Daily checks (five minutes)</h2>
<ul>
<li><strong>Spend:</strong> is it pacing as expected, or did something stop delivering?</li>
<li><strong>Rejected ads:</strong> policy rejections happen, and fixing them quickly keeps delivery smooth</li>
<li><strong>Tracking:</strong> are conversions still being recorded? A broken pixel or event looks exactly like a sudden performance crash</li>
</ul>
<p>That is all. Daily cost per result fluctuates too much to act on.</p>
<h2>Weekly review (one hour)</h2>
<ol>
<li>Cost per result by campaign and by ad, compared with the previous week</li>
<li>Hook rate: the share of impressions that watched the first seconds</li>
<li>Average watch time and completion rate per creative</li>
<li>Frequency, to spot creative fatigue early</li>
<li>Conversions attributed on-platform versus what your store or CRM actually recorded</li>
</ol>
<h2>Common patterns and what they mean</h2>
<h3>High hook rate, low clicks</h3>
<p>The opening works but the middle of the video loses people, or the call to action is unclear. Keep the hook and rework the rest.</p>
<h3>Good clicks, poor conversion</h3>
<p>Look beyond the ad: landing page speed, price, stock, shipping cost at checkout. Ads cannot fix a slow or confusing page.</p>
<h3>Costs rise across all campaigns at once</h3>
<p>Often it is the market, not you. Twin-date sales, paydays and Ramadan raise auction prices for everyone. Compare with the same period last year before rebuilding your account.</p>
<blockquote>If every campaign collapsed on the same day, check your tracking before you check your creative.</blockquote>
<h2>Attribution is a range, not a fact</h2>
<p>Platform dashboards credit themselves generously. Many TikTok viewers search on a marketplace later, and that sale may never appear in the ads dashboard. We look at blended numbers, total revenue divided by total ad spend across channels, alongside platform data. When both move in the same direction, you can trust the trend.</p>
<h2>Write decisions down</h2>
<p>Keep a changelog of every major edit: budget changes, new creatives, paused ad groups. When performance shifts two weeks later, you will know why, and you will stop repeating the same experiments.</p>`,
  },
  {
    title: "KOC vs KOL: When Everyday Voices Beat Big Followings",
    excerpt:
      "Key Opinion Consumers rarely have huge audiences, but their reviews feel like advice from a friend. When to invest in KOCs, when you still need KOLs, and how to run both.",
    categories: ["KOL & Influencers", "Social Media"],
    daysAgo: 108,
    views: 8760,
    cover: { shape: "circles", palette: "sun", label: "KOC Power" },
    html: `<p>Indonesian shoppers have become skilled at spotting paid endorsements. A famous face holding a serum does not convince the way it did a few years ago. At the same time, reviews from ordinary users, known as Key Opinion Consumers or KOCs, have become some of the most persuasive content on TikTok and Instagram. Our KOL &amp; KOC Management team runs both, and they do different jobs.</p>
<h2>What KOLs do best</h2>
<p>Key Opinion Leaders bring reach and authority. A respected beauty creator, a chef or a tech reviewer can put a new product in front of hundreds of thousands of people in a day, and their endorsement signals that a brand is serious. Use KOLs for:</p>
<ul>
<li>Launches and announcements that need scale quickly</li>
<li>Categories where expertise matters, such as tech, finance or skincare ingredients</li>
<li>Brand storytelling and high-production content</li>
</ul>
<h2>What KOCs do best</h2>
<p>KOCs are real users with small but engaged audiences: a student reviewing her morning routine, a father comparing baby products, an office worker rating lunch spots near Sudirman. Their content is imperfect and that is the point. Use KOCs for:</p>
<ul>
<li>Trust and social proof at the moment of purchase</li>
<li>Volume: dozens of different voices and use cases</li>
<li>Ad creative that looks native to the feed</li>
<li>Search: people now search TikTok for honest reviews before buying</li>
</ul>
<h2>The combined model</h2>
<p>Our most effective campaigns follow a simple sequence. One or two KOLs create the moment and the awareness. Within days, a wave of KOC content answers the question viewers ask next: "But does it actually work for people like me?" The best-performing KOC videos are then licensed for paid ads, extending their life for weeks.</p>
<blockquote>KOLs make people notice. KOCs make people believe. You usually need both, in that order.</blockquote>
<h2>Running a KOC program well</h2>
<ol>
<li>Recruit real customers first; existing buyers make the most credible reviewers</li>
<li>Send the product with a light brief and freedom to give an honest opinion</li>
<li>Ask for disclosure; honest labelling protects both creator and brand</li>
<li>Secure usage rights in writing if you plan to run their content as ads</li>
<li>Reward consistently: product, a modest fee or commission through an affiliate link</li>
</ol>
<h2>Budget allocation</h2>
<p>For consumer goods, we often start with around 40% of the influencer budget on KOLs and 60% on KOCs and their ad amplification, then adjust with results. The exact split matters less than the habit of measuring each group separately, by reach, engagement quality and, where possible, sales.</p>`,
  },
  {
    title: "Content Pillars for Indonesian Brands: Plan a Month in One Afternoon",
    excerpt:
      "Staring at an empty content calendar every Monday is exhausting. Four pillars, a weekly rhythm and a handful of reusable formats turn planning into a single focused session.",
    categories: ["Content", "Social Media"],
    daysAgo: 120,
    views: 3980,
    cover: { shape: "waves", palette: "cream", label: "Content Pillars" },
    html: `<p>Most social media teams we meet are not short of ideas. They are short of a system. Without one, every week starts with "what do we post?" and ends with whatever was easiest. Content pillars fix that, and with a little structure a month of posts can be planned in one afternoon.</p>
<h2>Choose four pillars</h2>
<p>A pillar is a recurring theme that serves a business goal. For most brands, four is enough:</p>
<ol>
<li><strong>Educate:</strong> tips, how-tos and myth-busting related to your category</li>
<li><strong>Prove:</strong> reviews, results, behind-the-scenes, customer stories</li>
<li><strong>Connect:</strong> culture, humour, local moments, your team's personality</li>
<li><strong>Sell:</strong> launches, offers, live-stream announcements</li>
</ol>
<p>A skincare brand might educate about ingredients, prove with before-and-after stories, connect through relatable humour about humid Jakarta weather, and sell with weekly live promotions.</p>
<h2>Set a weekly rhythm</h2>
<p>Decide how often each pillar appears. A common rhythm for a brand posting daily on TikTok and four times a week on Instagram:</p>
<ul>
<li>Educate: two to three times a week</li>
<li>Prove: two times a week</li>
<li>Connect: one to two times a week</li>
<li>Sell: one to two times a week, plus live-stream reminders</li>
</ul>
<p>If "Sell" creeps above a third of your posts, engagement usually drops, and with it your organic reach.</p>
<h2>Build reusable formats</h2>
<p>Formats are templates within a pillar: "3 kesalahan saat...", a weekly Q&amp;A from comments, a customer story in 30 seconds, a "day in the warehouse" series. Reusable formats make production faster and teach your audience what to expect. Aim for two or three formats per pillar.</p>
<h2>The one-afternoon planning session</h2>
<ol>
<li>Mark the month's key dates: paydays, twin-date sales, holidays, product launches</li>
<li>Place "Sell" posts around those dates first</li>
<li>Fill the remaining slots with the other pillars, following your rhythm</li>
<li>Assign a format and a one-line idea to each slot</li>
<li>Batch production: list everything that can be filmed in the same location on the same day</li>
</ol>
<blockquote>Plan the month, produce in batches, react in real time. Leave about 20% of slots empty for trends and news you cannot predict.</blockquote>
<h2>Local moments worth planning for</h2>
<p>Indonesian calendars are rich: Ramadan and Lebaran, Independence Day on 17 August with its <em>lomba</em> spirit, school holidays, the rainy season, and regional celebrations. Content that feels local consistently outperforms generic global trends.</p>
<h2>Review what each pillar delivers</h2>
<p>Each month, compare pillars by reach, saves, shares and clicks. Educational posts often win on saves, connection posts on shares, selling posts on clicks. If one pillar consistently underperforms, change the formats before abandoning the pillar; the goal behind it usually still matters.</p>`,
  },
  {
    language: "id",
    title: "Strategi Konten TikTok untuk UMKM: Mulai dari Nol",
    excerpt:
      "Tidak punya tim kreatif atau anggaran besar? Panduan praktis untuk UMKM yang ingin mulai berjualan lewat TikTok: dari profil, ide konten, sampai live pertama.",
    categories: ["Social Media", "Content"],
    daysAgo: 134,
    views: 14320,
    cover: { shape: "phone", palette: "sun", label: "Mulai Nol" },
    html: `<p>Banyak pemilik UMKM bilang ke kami, "TikTok itu untuk anak muda yang jago joget." Kenyataannya, banyak penjual kecil di Indonesia mendapat pelanggan pertamanya dari video sederhana yang direkam dengan ponsel. Yang dibutuhkan bukan peralatan mahal, tapi konsistensi dan pemahaman tentang apa yang ingin ditonton pembeli.</p>
<h2>1. Rapikan profil dulu</h2>
<ul>
<li>Nama akun sama dengan nama toko di marketplace, supaya mudah dicari</li>
<li>Foto profil berupa logo atau produk andalan yang jelas</li>
<li>Bio singkat: apa yang dijual, untuk siapa, dan jadwal live</li>
<li>Aktifkan akun bisnis dan hubungkan etalase produk</li>
</ul>
<h2>2. Lima ide konten yang hampir selalu berhasil</h2>
<ol>
<li><strong>Proses pembuatan:</strong> menggoreng keripik, menjahit, meracik sambal. Penonton suka melihat "dapur" sebuah usaha.</li>
<li><strong>Packing pesanan:</strong> video singkat mengemas paket, lengkap dengan ucapan terima kasih untuk pembeli.</li>
<li><strong>Jawab pertanyaan:</strong> ambil satu komentar, jawab dengan video. Ini juga menunjukkan toko Anda responsif.</li>
<li><strong>Sebelum dan sesudah:</strong> cocok untuk produk kecantikan, jasa kebersihan, atau dekorasi.</li>
<li><strong>Cerita pemilik:</strong> kenapa usaha ini dimulai. Pembeli suka mendukung orang, bukan hanya produk.</li>
</ol>
<h2>3. Tiga detik pertama menentukan</h2>
<p>Mulai video dengan sesuatu yang membuat orang berhenti menggulir: pertanyaan ("Pernah beli sambal yang kurang pedas?"), gambar yang memikat, atau hasil akhir yang ditunjukkan di awal. Jangan buka dengan "Halo semuanya, perkenalkan..." karena penonton sudah pergi sebelum kalimat selesai.</p>
<h2>4. Konsisten lebih penting daripada sempurna</h2>
<p>Targetkan satu video per hari selama satu bulan. Rekam beberapa video sekaligus di hari yang sama supaya tidak terasa berat. Setelah 30 video, Anda akan punya data nyata tentang konten mana yang disukai penonton.</p>
<blockquote>Video pertama jarang viral. Yang membedakan penjual yang berhasil adalah mereka tidak berhenti di video kesepuluh.</blockquote>
<h2>5. Coba live, walau penontonnya sedikit</h2>
<p>Live pertama mungkin hanya ditonton belasan orang, dan itu wajar. Pilih jam yang sama setiap hari, misalnya pukul 19.00 setelah makan malam. Sapa setiap penonton dengan nama, tunjukkan produk dari dekat, dan berikan promo khusus live. Penonton kecil yang setia lebih berharga daripada ribuan penonton yang lewat sebentar.</p>
<h2>6. Manfaatkan affiliator</h2>
<p>Setelah toko berjalan, buka program afiliasi dengan komisi yang masuk akal untuk margin Anda. Affiliator nano, yaitu akun dengan pengikut sedikit, sering kali sangat efektif karena rekomendasinya terasa seperti saran teman.</p>
<h2>7. Lihat data setiap minggu</h2>
<p>Catat video dengan penonton terbanyak, durasi tonton rata-rata, dan jumlah klik ke produk. Buat lebih banyak konten yang mirip dengan video terbaik, dan berhenti membuat format yang tidak pernah berhasil.</p>
<p>Jika suatu saat butuh bantuan untuk naik kelas, misalnya iklan berbayar, manajemen affiliator, atau tim live streaming, tim kami siap membantu. Tapi langkah pertama bisa dimulai hari ini, dengan ponsel yang sudah ada di tangan Anda.</p>`,
  },
  {
    language: "id",
    title: "Checklist Live Streaming: 20 Hal Sebelum Menekan Tombol Mulai",
    excerpt:
      "Lampu, koneksi, voucher, stok, sampai air minum untuk host. Daftar periksa yang dipakai tim live streaming kami sebelum setiap sesi di Shopee, TikTok, Tokopedia, dan Instagram.",
    categories: ["Live Commerce"],
    daysAgo: 149,
    views: 10980,
    cover: { shape: "bars", palette: "dusk", label: "Siap Live" },
    html: `<p>Sesi live yang lancar hampir selalu ditentukan oleh persiapan 30 menit sebelumnya. Tim Live Streaming kami menjalankan sesi setiap hari untuk berbagai brand, dan daftar di bawah ini kami cetak dan tempel di setiap studio. Silakan pakai dan sesuaikan untuk toko Anda.</p>
<h2>Teknis</h2>
<ol>
<li>Koneksi internet diuji: unggahan stabil, dan ada cadangan (modem atau hotspot kedua)</li>
<li>Ponsel atau kamera terisi penuh dan tersambung ke charger</li>
<li>Mode jangan ganggu aktif, supaya telepon masuk tidak memutus siaran</li>
<li>Lampu menyala dan tidak ada bayangan keras di wajah host</li>
<li>Audio dicek dengan AC dan kipas menyala</li>
<li>Bingkai kamera rapi: produk dan wajah host terlihat jelas</li>
</ol>
<h2>Produk dan promo</h2>
<ol start="7">
<li>Urutan produk sesuai rundown, tersusun di meja atau rak</li>
<li>Stok di sistem sesuai dengan stok gudang</li>
<li>Voucher dan flash sale sudah dibuat dan diuji</li>
<li>Harga di etalase sudah benar, termasuk harga coret</li>
<li>Produk yang akan disematkan sudah ditandai</li>
</ol>
<h2>Tim</h2>
<ol start="12">
<li>Host sudah membaca poin penting setiap produk</li>
<li>Co-host atau asisten siap menyerahkan produk dan menunjukkan detail</li>
<li>Operator siap membaca komentar, menyematkan produk, dan meluncurkan voucher</li>
<li>Template jawaban untuk pertanyaan umum: ukuran, bahan, pengiriman, retur</li>
<li>Air minum, tisu, dan cermin kecil untuk host</li>
</ol>
<h2>Promosi sebelum live</h2>
<ol start="17">
<li>Pengumuman jadwal di story, feed, dan banner toko</li>
<li>Video teaser singkat diunggah satu sampai dua jam sebelum mulai</li>
<li>Pengingat dikirim ke pengikut atau grup pelanggan</li>
</ol>
<h2>Setelah live</h2>
<ol start="20">
<li>Catat penonton tertinggi, durasi tonton rata-rata, jumlah pesanan, dan GMV, lalu simpan rekaman untuk dipotong menjadi video pendek</li>
</ol>
<blockquote>Live yang terlihat santai di layar biasanya adalah live yang paling rapi persiapannya di balik kamera.</blockquote>
<h2>Kesalahan yang paling sering kami lihat</h2>
<ul>
<li><strong>Voucher tidak bisa dipakai</strong> karena belum aktif atau syaratnya salah. Selalu uji dengan akun pembeli sebelum live.</li>
<li><strong>Host mencari produk</strong> di tengah siaran. Rundown dan penataan meja mencegah hal ini.</li>
<li><strong>Komentar tidak dijawab.</strong> Penonton yang bertanya dan diabaikan jarang kembali.</li>
<li><strong>Jadwal berubah-ubah.</strong> Penonton setia terbentuk dari jam tayang yang konsisten.</li>
</ul>
<p>Satu catatan penting: jangan menilai satu sesi secara terpisah. Bandingkan angka dari minggu ke minggu pada jam tayang yang sama. Pola seperti jam dengan penonton paling banyak atau produk yang paling sering ditanyakan baru terlihat setelah beberapa sesi, dan pola itulah yang membantu Anda menyusun rundown yang lebih baik.</p>
<p>Cetak daftar ini, tandai setiap poin sebelum siaran, dan evaluasi bersama tim setiap minggu. Dalam sebulan, Anda akan melihat sesi yang lebih tenang, penonton yang lebih lama bertahan, dan penjualan yang lebih stabil.</p>`,
  },
  {
    title: "Affiliate Commission Structures That Don't Leak Margin",
    excerpt:
      "Flat rates are simple, but they overpay for easy sales and underpay for hard ones. Tiered, product-based and time-limited commissions that keep affiliators motivated and finance happy.",
    categories: ["KOL & Influencers", "E-Commerce", "Strategy"],
    daysAgo: 163,
    views: 1930,
    cover: { shape: "chart", palette: "dusk", label: "Commission" },
    html: `<p>Affiliate selling is one of the most efficient growth channels in Indonesian e-commerce because you pay only when a sale happens. But "only when a sale happens" can still be expensive. We regularly audit affiliate programs where commission quietly eats the margin on products that would have sold anyway. Here are the structures we use instead.</p>
<h2>Start with your margin map</h2>
<p>List every product with its price, cost of goods, platform fees, shipping subsidies and packaging. What is left is the room for marketing. A product with Rp 40,000 of contribution margin cannot support the same commission as one with Rp 150,000. Set commission by product, not one rate for the store.</p>
<h2>Structure 1: Product-based rates</h2>
<ul>
<li><strong>Hero products</strong> with strong margin: higher commission to push volume</li>
<li><strong>Entry products</strong> meant to acquire new customers: moderate commission, sometimes subsidised deliberately</li>
<li><strong>Low-margin bestsellers:</strong> low commission; they already sell</li>
</ul>
<h2>Structure 2: Performance tiers</h2>
<p>Reward the affiliators who actually move volume. For example, a base rate for everyone, a higher rate once an affiliator passes a monthly sales threshold, and the top rate for the top sellers. Tiers motivate growth without paying premium rates to people who post once and disappear.</p>
<h2>Structure 3: Time-limited boosts</h2>
<p>Raise commission for a defined window around a launch, a twin-date sale or Harbolnas, then return to the base rate. Affiliators plan their content around these boosts, so announce them at least a week ahead.</p>
<blockquote>A commission boost without enough stock is a broken promise. Confirm inventory before you announce one.</blockquote>
<h2>Don't forget the hidden costs</h2>
<ol>
<li><strong>Samples:</strong> product, packaging and shipping add up quickly across hundreds of affiliators</li>
<li><strong>Fixed fees:</strong> for macro affiliators, track them separately from commission</li>
<li><strong>Returns:</strong> make sure your agreements and platform settings handle commission on returned orders</li>
<li><strong>Management time:</strong> recruiting, briefing and paying affiliators is real work</li>
</ol>
<h2>Sample policy that pays for itself</h2>
<p>Instead of sending free samples to everyone who asks, send them to affiliators who meet a simple bar: relevant content, recent posting activity and an audience that fits. Some brands ask new affiliators to post once with their own purchase, then reimburse the product after the first few sales. Our Affiliator Management team screens applicants weekly, which keeps sample budgets predictable.</p>
<h2>Measure effective cost per sale</h2>
<p>Add commission, fixed fees, samples and management time, then divide by affiliate-driven orders. Compare the result with your cost per purchase on paid ads. If affiliate sales are cheaper, invest more; if not, tighten tiers or shift the product mix. The goal is a program that grows without surprises in the monthly P&amp;L.</p>`,
  },
  {
    title: "A Brand Voice Guide Your Whole Team Can Actually Use",
    excerpt:
      "Brand voice documents often end up as adjectives nobody can apply. How to write a practical voice guide with examples, bilingual rules and do-and-don't pairs.",
    categories: ["Branding", "Content"],
    daysAgo: 178,
    views: 1210,
    cover: { shape: "spark", palette: "cream", label: "Brand Voice" },
    html: `<p>"Friendly, professional, innovative." Almost every brand voice document we inherit starts with three adjectives like these, and almost nobody on the client team can say what they mean in practice. A useful voice guide is not a list of adjectives; it is a tool that helps a customer service agent, a copywriter and a live host sound like the same brand.</p>
<h2>Start from the audience, not the brand</h2>
<p>Describe who you are talking to and how they talk. A brand for university students in Yogyakarta speaks differently from one for procurement managers in Jakarta office towers. Write down the words your customers use in reviews and comments; that vocabulary is gold.</p>
<h2>Define three traits with boundaries</h2>
<p>For each trait, write what it is and what it is not:</p>
<ul>
<li><strong>Warm, not overly familiar:</strong> we greet people kindly but we do not call everyone "bestie"</li>
<li><strong>Confident, not arrogant:</strong> we state results plainly and never mock competitors</li>
<li><strong>Playful, not silly:</strong> humour in social posts, clarity in anything about money or complaints</li>
</ul>
<h2>Show examples side by side</h2>
<p>The most useful section of any voice guide is a table of before-and-after rewrites. Take real messages, such as an order delay notice, a product caption or a reply to an angry review, and show the on-brand version next to the off-brand one. People learn voice by example, not by definition.</p>
<h2>Set rules for bilingual content</h2>
<p>Most Indonesian brands mix Bahasa Indonesia and English. Decide deliberately:</p>
<ol>
<li>Which language leads on each channel</li>
<li>Whether code-switching ("Jaksel style") fits your audience, and where it does not</li>
<li>Formal or informal address: <em>Anda</em>, <em>kamu</em> or <em>Kak</em></li>
<li>How to write product names, measurements and prices consistently</li>
</ol>
<blockquote>Choosing between "Anda" and "kamu" says more about your brand than any adjective in your guidelines.</blockquote>
<h2>Adapt tone to the situation</h2>
<p>Voice stays the same; tone changes. A brand can be playful in a TikTok caption and calm in a refund email. Add a short section for sensitive moments: apologies, service outages, religious holidays and national tragedies. Those are the moments when a misjudged joke does lasting damage.</p>
<h2>Make it short and findable</h2>
<p>Keep the core guide to a few pages, add a one-page cheat sheet for customer service and live hosts, and store it where people actually work. Review it twice a year with real examples from the last six months. A voice guide that evolves with the brand stays in use; one written once for a launch ends up forgotten.</p>`,
  },
  {
    title: "Before You Brief a Web Agency: A Website Development Checklist",
    excerpt:
      "Clear goals, real content and honest constraints make website projects faster and cheaper. The questions we wish every client answered before the first meeting.",
    categories: ["Web & Apps", "Strategy"],
    daysAgo: 194,
    views: 2460,
    cover: { shape: "browser", palette: "sun", label: "Web Brief" },
    html: `<p>Website projects go wrong in predictable ways: vague goals, content that arrives at the end, surprise integrations and too many decision-makers. Most of these problems can be solved before the project starts. Here is the checklist our Website Development team shares with new clients.</p>
<h2>1. What is the site for?</h2>
<p>Pick one primary goal and at most two secondary ones. "Generate qualified B2B leads" leads to a very different site from "sell directly to consumers" or "support our app downloads". Every design decision later becomes easier when the goal is clear.</p>
<h2>2. Who will visit, and on what device?</h2>
<p>For most Indonesian audiences, mobile comes first. But a B2B procurement audience might still browse mainly on laptops during office hours. Check your analytics if you have them; do not assume.</p>
<h2>3. What content exists already?</h2>
<ul>
<li>Which pages, texts and images can be reused?</li>
<li>Who will write new copy, in which languages?</li>
<li>Do you have photography, or do we need a shoot?</li>
</ul>
<p>Content is the most common cause of delays. Designs can be finished in weeks and then wait months for texts. Start writing early.</p>
<h2>4. What must it connect to?</h2>
<p>List every integration: CRM, WhatsApp chat, payment gateway, marketplace stock, email marketing, analytics and ad pixels. Each one adds effort and testing; discovering them mid-project is the fastest way to break a budget.</p>
<h2>5. Who updates it after launch?</h2>
<p>If your marketing team wants to publish articles and edit landing pages without a developer, the content management approach must be part of the design, not added at the end.</p>
<blockquote>Tell us your real budget range. It does not mean we will spend all of it. It means we can recommend the right solution instead of guessing.</blockquote>
<h2>6. Non-negotiables</h2>
<ol>
<li><strong>Performance:</strong> fast on mid-range phones and mobile networks</li>
<li><strong>Accessibility:</strong> readable contrast, keyboard navigation and meaningful labels</li>
<li><strong>Search basics:</strong> clean URLs, proper titles and structured data</li>
<li><strong>Security and privacy:</strong> HTTPS, updated dependencies and a clear privacy policy</li>
<li><strong>Ownership:</strong> your domain, hosting and code accounts in your company's name</li>
</ol>
<h2>7. Decision-making</h2>
<p>Name one project owner with authority to approve, and agree on who else must be consulted and when. Projects with a single clear decision-maker typically finish faster than those where every stakeholder reviews every screen.</p>
<h2>8. What does success look like in three months?</h2>
<p>Define measurable outcomes: lead volume, conversion rate, page speed, organic traffic. Set up tracking before launch so you have a baseline. A website is not finished when it goes live; that is when you start learning what to improve.</p>`,
  },
  {
    title: "Measuring Influencer Campaigns Beyond Views",
    excerpt:
      "Views are easy to count and easy to inflate. A measurement framework for KOL and KOC campaigns that connects content to searches, store traffic and sales.",
    categories: ["KOL & Influencers", "Strategy"],
    daysAgo: 210,
    views: 3340,
    cover: { shape: "circles", palette: "night", label: "Beyond Views" },
    html: `<p>At the end of many influencer campaigns, the report says something like "4.2 million views" and everyone nods. Then the sales team asks what it did for revenue, and the room goes quiet. Views matter, but they are the beginning of the story. Here is the framework our KOL &amp; KOC Management team uses to measure what campaigns actually achieve.</p>
<h2>Level 1: Delivery</h2>
<p>Did the content go out as agreed? Posts live on time, with the right disclosures, the right product and the agreed links. This sounds basic, but it belongs in the report, because it shows whether the process worked.</p>
<h2>Level 2: Attention quality</h2>
<p>Raw views include people who scrolled past in half a second. Better indicators:</p>
<ul>
<li><strong>Average watch time</strong> and completion rate</li>
<li><strong>Saves and shares</strong>, which signal intent to remember or recommend</li>
<li><strong>Comment quality</strong>: questions about price, size or where to buy are worth far more than emoji</li>
</ul>
<p>We read a sample of comments for every major post and classify them. It takes an hour and it tells you more than any dashboard.</p>
<h2>Level 3: Interest</h2>
<p>Did people go looking for the brand? Track branded searches on Google, TikTok and marketplaces, new store followers, profile visits and website traffic during the campaign window compared with the weeks before.</p>
<h2>Level 4: Sales</h2>
<p>Use tools that connect content to purchases directly where possible:</p>
<ol>
<li>Affiliate links or the platform's product tags, attributed per creator</li>
<li>Unique voucher codes per creator for off-platform tracking</li>
<li>Landing pages with tracking parameters for website traffic</li>
<li>Store-level revenue compared with a baseline period and, ideally, with a region or product not included in the campaign</li>
</ol>
<blockquote>No single method captures everything. Use at least two, and trust the trend when they point in the same direction.</blockquote>
<h2>Level 5: Asset value</h2>
<p>Creator content often lives on as ads. When a KOC video licensed for paid media delivers a lower cost per purchase than studio creative, that saving is part of the campaign's return. We report it separately, so the value is not hidden inside the ads budget.</p>
<h2>Set targets before the campaign</h2>
<p>Agree on the primary objective and its metric in the brief. An awareness campaign judged on sales will look like a failure; a sales campaign judged on views will look like a success it did not earn. Be explicit, share the targets with creators, and the whole campaign becomes easier to optimise as it runs.</p>
<h2>Compare creators fairly</h2>
<p>Normalise results by cost: cost per thousand engaged views, cost per click, cost per sale. A micro creator with modest views but excellent sales per rupiah deserves a bigger role next time, even if their numbers look small in a league table of views.</p>`,
  },
  {
    title: "Case Study: Launching a Skincare Line Across Shopee, Tokopedia and TikTok in One Week",
    excerpt:
      "A local skincare brand launched three products on three platforms at once. How we coordinated KOLs, affiliators, live sessions and ads so every channel pushed in the same direction.",
    categories: ["Case Study", "E-Commerce", "Digital Ads"],
    daysAgo: 228,
    views: 11450,
    cover: { shape: "spark", palette: "night", label: "Launch Week" },
    html: `<p><em>Client details have been anonymised. We call the brand "Rona Tropis" here.</em></p>
<p>Rona Tropis is a local skincare brand formulated for humid climates. They were launching a serum, a gel moisturiser and a sunscreen, and wanted all three available on Shopee, Tokopedia and TikTok from day one. The challenge was coordination: launches across several platforms often fragment into separate campaigns that compete with each other.</p>
<h2>One story, many channels</h2>
<p>We built the launch around a single message, "Skincare yang nggak lengket di cuaca Jakarta", and a single hero: the sunscreen, with the other two products as bundle partners. Every piece of content, from TVC-style hero video to affiliate clips, came back to the same idea.</p>
<h2>Three weeks before: the build-up</h2>
<ul>
<li>Product photography and a short hero film shot in one day by our production team</li>
<li>Stores set up on all three platforms with identical pricing and bundles</li>
<li>Samples sent to 6 KOLs and around 150 KOCs and nano affiliators</li>
<li>Teaser ads to warm up audiences, optimised for video views</li>
</ul>
<h2>Launch week</h2>
<h3>Day 1: KOL moment</h3>
<p>Six KOLs published on the same morning, each with a different angle: a dermatology-minded creator on ingredients, a commuter testing it on a motorbike ride, a beauty creator on make-up compatibility. Coordinated timing created the impression that "everyone is talking about it".</p>
<h3>Days 2-7: KOC wave and daily lives</h3>
<p>KOC reviews rolled out through the week, answering the question everyone had: does it really not feel sticky? Meanwhile, our hosts went live every evening, rotating between platforms, with launch bundles available only during live sessions.</p>
<h3>Ads that followed the content</h3>
<p>By day three we could see which creator videos drove the most product clicks. Those became the main ads, replacing the studio teasers. Budget moved daily towards the best performers.</p>
<blockquote>The studio film set the tone. The creator videos did the selling. Plan for both, but be ready to let the data choose.</blockquote>
<h2>Results</h2>
<ol>
<li>The first production batch of sunscreen sold out within the launch month</li>
<li>Creator videos boosted as ads delivered a clearly lower cost per purchase than the studio teasers</li>
<li>Branded search on marketplaces rose sharply during launch week and stayed elevated afterwards</li>
<li>The bundle lifted average order value compared with single-product orders</li>
</ol>
<h2>What we would do differently</h2>
<p>We underestimated demand for the sunscreen and overestimated the serum. Next time we would run a small pre-launch waitlist to test demand per product. We also learned that one platform's live audience responded far better to bundles than the others, so we now tailor offers per platform rather than mirroring them exactly.</p>
<h2>Takeaway</h2>
<p>Multi-platform launches work when the story is unified and execution is flexible. One message, shared timing, and a team that watches the numbers every day and moves budget to what works.</p>`,
  },
  {
    title: "Payday, Twin Dates and Beyond: Building Your Marketplace Sales Calendar",
    excerpt:
      "Indonesian marketplaces run on a rhythm of twin dates, payday sales and seasonal peaks. How to plan a year of promotions without training customers to wait for discounts.",
    categories: ["E-Commerce", "Digital Ads"],
    daysAgo: 245,
    views: 4760,
    cover: { shape: "grid", palette: "sun", label: "Sale Calendar" },
    html: `<p>Indonesian e-commerce follows a rhythm every seller learns quickly: the twin-date sales (1.1, 2.2, all the way to 12.12), payday campaigns around the 25th when salaries arrive, Ramadan, back-to-school and the year-end peak. Joining every event is exhausting and can erode margins. Ignoring them means invisibility. The answer is a deliberate calendar.</p>
<h2>Tier your events</h2>
<h3>Tier 1: Go big (3-4 per year)</h3>
<p>Ramadan, 11.11, 12.12 and possibly 9.9 or 10.10, depending on your category. Full preparation: stock, exclusive bundles, KOL content, long live sessions and your biggest ad budgets.</p>
<h3>Tier 2: Participate (monthly)</h3>
<p>Other twin dates and payday sales. Register for platform vouchers, run a moderate live schedule and raise ad budgets for two or three days. No new content production beyond a few banners and short videos.</p>
<h3>Tier 3: Skip or light touch</h3>
<p>Minor platform campaigns that do not suit your audience. Let them pass without guilt.</p>
<h2>Protect your price integrity</h2>
<p>If customers see your product at 40% off every month, full price stops being believable. Strategies that help:</p>
<ul>
<li>Use bundles and gifts with purchase instead of deeper discounts</li>
<li>Reserve the deepest discounts for Tier 1 events</li>
<li>Offer exclusive variants or sets that only appear during big campaigns</li>
<li>Reward loyal customers with store-follower vouchers rather than public price cuts</li>
</ul>
<h2>Budget the ads around the peaks</h2>
<p>Auction prices rise during big sales, but so do conversion rates. We usually raise budgets gradually in the days before a peak to build retargeting pools, spend heavily on the day itself and the day after, then pull back. Payday weeks deserve a lift too, since purchasing power is at its highest.</p>
<blockquote>The days after a big sale are quiet. Plan content and brand-building for them instead of trying to force more discounts.</blockquote>
<h2>A sample quarter</h2>
<ol>
<li><strong>Month 1:</strong> Tier 2 twin date with vouchers, payday live session, new product teaser</li>
<li><strong>Month 2:</strong> Tier 1 campaign with full preparation</li>
<li><strong>Month 3:</strong> Tier 2 twin date, payday bundle, post-campaign review and restock planning</li>
</ol>
<h2>Review after every Tier 1 event</h2>
<p>Within a week, review sales by product, margin after discounts and fees, new-customer share, stock accuracy and customer-service response times. Write down three lessons and apply them to the next event. Brands that do this systematically get noticeably better at every peak, while the rest repeat the same mistakes each quarter.</p>`,
  },
  {
    title: "Headless, Platform or Custom? Choosing an E-Commerce Website Stack",
    excerpt:
      "Hosted platforms, headless storefronts and custom builds each have a place. How to choose based on catalogue size, integrations, team skills and how much you plan to sell outside marketplaces.",
    categories: ["Web & Apps", "E-Commerce"],
    daysAgo: 262,
    views: 1390,
    cover: { shape: "browser", palette: "night", label: "Stack Choice" },
    html: `<p>Most Indonesian brands sell mainly on marketplaces, yet many still want their own online store: for margin, for customer data and for brand control. When clients ask our Website Development team which technology to use, we start with questions about the business rather than the stack.</p>
<h2>Option 1: A hosted commerce platform</h2>
<p>Hosted platforms give you a store, checkout, hosting and security in one package, with themes and plugins for most needs.</p>
<ul>
<li><strong>Good for:</strong> brands launching quickly, small teams, catalogues up to a few thousand products</li>
<li><strong>Watch out for:</strong> local payment methods and couriers, monthly fees and app costs, limited control over performance</li>
</ul>
<p>Check early that the platform supports the payments Indonesians expect: virtual accounts, e-wallets, QRIS and cash on delivery where relevant.</p>
<h2>Option 2: Headless commerce</h2>
<p>A headless setup separates the shop's back end (products, orders, checkout) from the front end (the website people see). You get a fast, fully custom front end while the commerce engine handles the hard parts.</p>
<ul>
<li><strong>Good for:</strong> brands where design and speed are competitive advantages, content-heavy stores, multiple front ends such as a website and an app sharing one catalogue</li>
<li><strong>Watch out for:</strong> higher build cost, the need for developers for most changes, and more moving parts to maintain</li>
</ul>
<h2>Option 3: Fully custom</h2>
<p>Sometimes the business model does not fit any platform: complex B2B pricing, subscriptions with unusual rules, deep integration with an ERP or a distributor network.</p>
<ul>
<li><strong>Good for:</strong> unique processes that are core to the business</li>
<li><strong>Watch out for:</strong> you own security, payments compliance and every future feature</li>
</ul>
<blockquote>Choose the simplest stack that meets your requirements for the next two years, not the one that meets every requirement you can imagine.</blockquote>
<h2>Questions that decide it</h2>
<ol>
<li>How many products and variants, and how often do they change?</li>
<li>Do you need to sync stock with marketplaces and a warehouse system?</li>
<li>Who will maintain the site: marketers, an in-house developer or an agency?</li>
<li>How much revenue do you expect from the website versus marketplaces?</li>
<li>How important is page speed and custom design to your brand?</li>
</ol>
<h2>Stock sync is the real challenge</h2>
<p>Whatever you choose, selling across your website and several marketplaces makes inventory the hardest problem. Overselling leads to cancellations, and cancellations hurt marketplace ratings. Plan an inventory system or middleware that keeps one source of truth before you go live.</p>
<h2>Our usual recommendation</h2>
<p>For most brands doing the majority of sales on marketplaces, a well-configured hosted platform is enough, and the savings are better spent on content and ads. We move clients to headless when speed, design or multi-channel content justify the investment, and to custom only when the business model truly requires it.</p>`,
  },
  {
    title: "Search Ads Still Matter: Google Ads for Indonesian B2B Companies",
    excerpt:
      "Social video gets the attention, but when a procurement manager needs a supplier, they search. How to run lean, high-intent search campaigns for B2B services and industrial products.",
    categories: ["Digital Ads", "Strategy"],
    daysAgo: 280,
    views: 870,
    cover: { shape: "waves", palette: "dusk", label: "Search Intent" },
    html: `<p>Not every business sells on TikTok. A logistics company in Cikarang, a supplier of industrial valves or a corporate training provider has buyers who do not discover vendors in a short-video feed. They search, compare three websites and send an enquiry. For these businesses, search advertising remains one of the most efficient channels we manage.</p>
<h2>Start with intent, not volume</h2>
<p>B2B keyword lists should be short and specific. "Jasa pengiriman kontainer Surabaya" or "supplier pallet plastik Bekasi" may have small search volumes, but the people typing them are ready to talk. Broad terms like "logistik" bring curious students and job seekers.</p>
<ul>
<li>Group keywords by service and location</li>
<li>Include both Indonesian and English variants; many B2B buyers search in both</li>
<li>Add negative keywords early: <em>lowongan</em>, <em>gaji</em>, <em>magang</em>, <em>pdf</em>, <em>adalah</em></li>
</ul>
<h2>Write ads that qualify</h2>
<p>Include details that filter out poor fits: minimum order quantities, service areas, certifications, industries served. A slightly lower click-through rate is fine if the clicks that remain are real prospects.</p>
<h2>The landing page does the heavy lifting</h2>
<p>Send each ad group to a page about that specific service, not the homepage. A good B2B landing page has:</p>
<ol>
<li>A clear headline matching the search</li>
<li>Proof: client types, project photos, certifications, years of operation</li>
<li>A short enquiry form and a WhatsApp option, since many Indonesian buyers prefer to chat first</li>
<li>Fast loading on mobile; even B2B buyers search on their phones between meetings</li>
</ol>
<h2>Track leads to revenue</h2>
<p>Conversion tracking for form submissions and chat clicks is the minimum. Go further: record lead source in your CRM and mark which leads became qualified opportunities and signed contracts. Then feed that data back to the ad platform so bidding optimises for leads that turn into business, not just any form fill.</p>
<blockquote>Ten enquiries from the right companies are worth more than a hundred from the wrong ones. Optimise for qualified leads, not for cheap leads.</blockquote>
<h2>Budget expectations</h2>
<p>B2B clicks can be expensive, often several times the cost of consumer clicks, but the value of a single contract justifies it. A focused campaign with a modest monthly budget, in the range of Rp 10 to 30 million, can generate a steady stream of enquiries for a niche service if targeting and landing pages are tight.</p>
<h2>Do not forget remarketing</h2>
<p>B2B decisions take weeks or months, and buyers visit several times before making contact. Remarketing with case studies and testimonials on display and video networks keeps you in the shortlist while the procurement process grinds on.</p>`,
  },
  {
    title: "Branding at Thumbnail Size: Making Your Store Recognisable in a Crowded Feed",
    excerpt:
      "On marketplaces and social feeds, your brand is often 150 pixels wide. How to design packaging, thumbnails and store assets that stay recognisable when they are tiny.",
    categories: ["Branding", "E-Commerce"],
    daysAgo: 298,
    views: 640,
    cover: { shape: "circles", palette: "dusk", label: "Thumbnails" },
    html: `<p>Brand guidelines are usually designed for billboards, packaging mock-ups and presentation decks. But most Indonesian shoppers meet brands at a much smaller size: a product thumbnail in a marketplace search, a profile picture in the comments, a sticker on a live-stream overlay. If your brand disappears at that size, it effectively disappears.</p>
<h2>Test everything at 150 pixels</h2>
<p>Put your logo, hero product image and store banner into a mock-up of a marketplace search page, scaled to real size on a phone. Then ask someone outside the team what they remember. If the answer is "something blue", you have work to do.</p>
<h2>Own a colour, consistently</h2>
<p>Colour is the first thing people recognise at small sizes. Pick one dominant brand colour and use it consistently across thumbnails, packaging and store decoration. Consistency beats originality: a slightly ordinary colour used everywhere is more recognisable than a clever palette that changes every campaign.</p>
<h2>Simplify the mark</h2>
<ul>
<li>Create a compact version of your logo, such as a symbol or monogram, for profile pictures and watermarks</li>
<li>Avoid thin lines and small text that blur on low-resolution screens</li>
<li>Make sure it works in one colour and in reverse, on both light and dark backgrounds</li>
</ul>
<h2>Design packaging for the camera</h2>
<p>Packaging now appears in unboxing videos, live streams and customer photos more than on shop shelves. A bold front panel with the brand name large and readable, a recognisable shape and a distinctive colour block helps your product stay identifiable even in shaky phone footage.</p>
<blockquote>If a customer's blurry unboxing video still makes your brand obvious, your packaging is doing its job.</blockquote>
<h2>Build a thumbnail system</h2>
<p>Create templates for marketplace images so every product in your store shares the same background, layout and badge style. Shoppers scrolling a search page should recognise your products as a family before they read the name. Our Content Creation and Branding teams set up these templates once, and the catalogue team applies them to new products in minutes.</p>
<h2>Keep live and video overlays on-brand</h2>
<ol>
<li>Branded frames and lower-thirds for live streams, in your colours and fonts</li>
<li>A consistent first frame or cover style for short videos</li>
<li>Recognisable host wardrobe or set colours on live-stream days</li>
</ol>
<h2>Review quarterly</h2>
<p>Take screenshots of your store, your feed and your live streams next to your top three competitors. Are you distinctive or blending in? Small, steady adjustments to colour, layout and packaging add up to a brand people recognise instantly, which is what makes every ad and every live session work a little harder.</p>`,
  },
];
