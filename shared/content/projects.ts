// The 20 portfolio projects of /projects (spec 2.6, 3). Clients are
// fictional and described, never named after a real company. The four
// featured slugs are linked from the home page (spec 2.1, 2.2).
import type { Project } from './schema';

export const projects: Project[] = [
  {
    id: 1,
    slug: 'ecommerce-ai',
    title: 'AI Product Recommendations for an Online Marketplace',
    category: 'Recommendation Systems',
    industry: 'E-commerce',
    client: 'A Douala online marketplace',
    description:
      "A real-time recommendation engine that suggests relevant products on every page, in the basket and in follow-up e-mails. It now drives more than a fifth of the marketplace's online revenue.",
    challenge:
      'The marketplace listed 38,000 products from 600 sellers, but shoppers saw the same best-sellers on every page and 71% of sessions ended without a product view beyond the home page. Its small tech team had no machine learning experience and could not afford a slow site.',
    solution:
      'We built a two-stage recommender that combines browsing sessions, purchase history and product descriptions, with a fallback for new visitors and new products. Recommendations are served from a cache in under 40 ms and the merchandising team can pin or exclude items from a simple dashboard.',
    results:
      'Within four months average order value rose 18% and click-through on recommended products was 3.4 times that of the old best-seller blocks. Recommendations now account for 22% of online revenue, and pages load as fast as before.',
    technologies: ['Python', 'PyTorch', 'Apache Spark', 'Redis', 'PostgreSQL', 'AWS'],
    image: '/images/projects/ecommerce-ai.svg',
    imageAlt: 'Illustration: shopping cart linked to a recommendation graph',
  },
  {
    id: 2,
    slug: 'healthcare-monitoring',
    title: 'Remote Patient Monitoring for Chronic Care',
    category: 'Predictive Analytics',
    industry: 'Healthcare',
    client: 'A regional hospital network in the South-West Region',
    description:
      'An early-warning platform that watches readings from home blood-pressure and glucose devices and alerts care teams before a patient deteriorates.',
    challenge:
      'The network followed 1,400 patients with hypertension and diabetes, many living more than two hours from the nearest clinic. Nurses phoned patients one by one to collect readings, and 27% of admissions were emergencies that earlier follow-up might have prevented.',
    solution:
      'We connected low-cost Bluetooth devices to a mobile app that works offline and syncs over SMS when data coverage drops. A risk model scores each patient daily and a triage dashboard ranks who needs a call, with every alert explained in plain language for the clinician.',
    results:
      'Warning signs now surface on average six hours earlier, and 30-day readmissions fell 21% in the first year. Nurses spend 30% less time on routine check-in calls, and all patient data stays on servers within the country.',
    technologies: ['Python', 'scikit-learn', 'React Native', 'FHIR', 'PostgreSQL', 'Docker'],
    image: '/images/projects/healthcare-monitoring.svg',
    imageAlt: 'Illustration: heart-rate line flowing from a phone to a clinic dashboard',
  },
  {
    id: 3,
    slug: 'fraud-detection',
    title: 'Real-Time Mobile Money Fraud Detection',
    category: 'Machine Learning',
    industry: 'Finance',
    client: 'A Central African microfinance group',
    description:
      'A transaction-scoring service that flags suspicious mobile money transfers and account takeovers in real time, without blocking genuine customers.',
    challenge:
      'The group processed about 450,000 mobile transactions a day across three countries and relied on fixed rules that missed new fraud patterns. Losses had doubled in 18 months, while one in four blocked transactions turned out to be legitimate.',
    solution:
      'We trained a gradient-boosted model on two years of labelled transactions, enriched with device, location and behaviour features, and paired it with a graph analysis that exposes mule account networks. Each transaction is scored in under 80 ms and analysts review flagged cases in a queue with the reasons for each score.',
    results:
      'Fraud losses fell 43% in the first six months, and false positives dropped 35%, so far fewer honest customers are blocked. The investigation team now closes cases twice as fast and retrains the model every month with our support.',
    technologies: ['Python', 'XGBoost', 'Apache Kafka', 'Neo4j', 'FastAPI', 'Kubernetes'],
    image: '/images/projects/fraud-detection.svg',
    imageAlt: 'Illustration: a shield over a network of connected payment nodes',
  },
  {
    id: 4,
    slug: 'content-generation',
    title: 'Bilingual Content Generation Engine',
    category: 'Natural Language Processing',
    industry: 'Marketing',
    client: 'A Yaoundé digital marketing agency',
    description:
      "A content workflow that drafts product copy, social posts and newsletters in English and French, in each client's brand voice, for human editors to review.",
    challenge:
      'The agency produced content for 35 clients in two languages, and writers spent most of their week on first drafts and translations. Turnaround had stretched to five days per campaign, and the agency was turning down new business.',
    solution:
      "We built a generation pipeline on a large language model with retrieval over each client's approved content and style guide. Drafts in English and French go through automatic brand, tone and fact checks, then to an editor, and nothing is published without human approval.",
    results:
      'First drafts are now produced six times faster and campaign turnaround fell from five days to one. The agency took on 12 new clients in a year without adding writers, and client approval on the first round rose from 54% to 82%.',
    technologies: ['Python', 'LLM APIs', 'LangChain', 'pgvector', 'Next.js'],
    image: '/images/projects/content-generation.svg',
    imageAlt: 'Illustration: a pen drawing text blocks in two languages',
  },
  {
    id: 5,
    slug: 'customer-care-chatbot',
    title: 'Bilingual Customer Care Chatbot',
    category: 'Conversational AI',
    industry: 'Telecommunications',
    client: 'A regional internet service provider',
    description:
      'A chatbot on the web and messaging apps that answers billing, coverage and installation questions in English and French, and hands complex cases to human agents.',
    challenge:
      "The provider's contact centre received about 60,000 requests a month, mostly repetitive questions about bills, outages and plan changes. Average waiting time had reached nine minutes and customer satisfaction was falling.",
    solution:
      'We designed a chatbot connected to the billing and network status systems, so it can check an account, report a local outage or schedule a technician. When a request needs a person, the full conversation is passed to an agent so the customer never has to repeat themselves.',
    results:
      '62% of conversations are now resolved without an agent and waiting time fell from nine minutes to under one. Customer satisfaction with support rose from 3.4 to 4.3 out of 5 within five months of launch.',
    technologies: ['Rasa', 'Python', 'Messaging API', 'Node.js', 'MongoDB'],
    image: '/images/projects/customer-care-chatbot.svg',
    imageAlt: 'Illustration: two speech bubbles connected to a signal tower',
  },
  {
    id: 6,
    slug: 'bottling-quality-inspection',
    title: 'Visual Quality Inspection on a Bottling Line',
    category: 'Computer Vision',
    industry: 'Manufacturing',
    client: 'A Douala beverage bottler',
    description:
      'Camera-based inspection that checks fill levels, caps and labels on every bottle at full line speed and rejects defects automatically.',
    challenge:
      'Operators inspected samples by eye on lines running at 12,000 bottles an hour, so under-filled bottles and crooked labels regularly reached distributors. Each returned pallet cost the bottler about $1,200 in logistics and lost goodwill.',
    solution:
      'We installed industrial cameras and lighting at two points on the line and trained detection models on 40,000 labelled images. The models run on an edge device next to the line, trigger a pneumatic rejector and log every defect for the quality team.',
    results:
      'Defects reaching customers fell 70% and distributor returns dropped by 85% within a quarter. The system inspects 100% of production instead of a sample, and paid for itself in seven months.',
    technologies: ['PyTorch', 'YOLO', 'OpenCV', 'NVIDIA Jetson', 'Grafana'],
    image: '/images/projects/bottling-quality-inspection.svg',
    imageAlt: 'Illustration: bottles on a conveyor passing under a camera frame',
  },
  {
    id: 7,
    slug: 'last-mile-route-optimization',
    title: 'Route Optimization for Last-Mile Delivery',
    category: 'Optimization',
    industry: 'Logistics',
    client: 'A Douala logistics group',
    description:
      'A daily route planner that assigns parcels to drivers and sequences stops around traffic, delivery windows and vehicle capacity.',
    challenge:
      "Dispatchers planned routes for 85 vehicles by hand every morning, which took two hours and ignored Douala's heavy traffic patterns. Only 81% of parcels arrived within the promised window, and fuel was the largest cost after salaries.",
    solution:
      "We built an optimizer that combines a vehicle routing solver with travel times learned from the fleet's own GPS history by hour of day. Dispatchers review and adjust the plan in a web app, and drivers receive their route and live updates on their phones.",
    results:
      'On-time delivery rose from 81% to 94%, and fuel costs fell 17% in the first quarter. Morning planning now takes 15 minutes instead of two hours, and the fleet handles 20% more parcels with the same vehicles.',
    technologies: ['Python', 'Google OR-Tools', 'PostGIS', 'FastAPI', 'React'],
    image: '/images/projects/last-mile-route-optimization.svg',
    imageAlt: 'Illustration: a delivery van following an optimized path between map pins',
  },
  {
    id: 8,
    slug: 'supermarket-dynamic-pricing',
    title: 'Dynamic Pricing for a Supermarket Chain',
    category: 'Pricing Optimization',
    industry: 'Retail',
    client: 'Sawa Retail, a 14-store supermarket chain',
    description:
      'A pricing engine that recommends prices and markdowns for fresh and packaged goods, store by store, within the limits set by category managers.',
    challenge:
      'Prices were set centrally in spreadsheets and updated once a month, so fresh produce was marked down too late and wasted. Category managers had no view of how customers reacted to price changes in different neighbourhoods.',
    solution:
      'We modelled price sensitivity for 9,000 products using three years of till data, promotions and seasonality. The engine proposes weekly prices and daily markdowns for perishables, and managers approve them in a dashboard before they reach shelf labels.',
    results:
      'Gross margin improved by 2.6 percentage points over six months while sales volumes held steady. Waste on fresh produce fell 24%, and the weekly pricing review now takes a morning instead of three days.',
    technologies: ['Python', 'LightGBM', 'dbt', 'BigQuery', 'Power BI'],
    image: '/images/projects/supermarket-dynamic-pricing.svg',
    imageAlt: 'Illustration: price tags arranged along a rising curve',
  },
  {
    id: 9,
    slug: 'solar-minigrid-optimization',
    title: 'Solar Mini-Grid Load Optimization',
    category: 'IoT & Optimization',
    industry: 'Energy',
    client: 'An off-grid solar operator in the North-West Region',
    description:
      'Smart meters and a control model that balance solar production, battery storage and demand across rural mini-grids.',
    challenge:
      'The operator ran 23 mini-grids serving about 4,000 households and small businesses, with diesel generators as backup. Batteries were often empty in the evening peak, causing outages and heavy diesel use.',
    solution:
      'We deployed smart meters and battery sensors that report every five minutes, and built a model that forecasts solar output and demand for the next 24 hours. The controller schedules battery charging, generator start-up and flexible loads such as grain mills and water pumps.',
    results:
      'Generator running hours fell 38% and evening outages dropped 45% across the network. Battery life is expected to extend by about two years thanks to shallower discharge cycles.',
    technologies: ['Python', 'MQTT', 'TimescaleDB', 'Prophet', 'Pyomo'],
    image: '/images/projects/solar-minigrid-optimization.svg',
    imageAlt: 'Illustration: solar panels and a battery linked to houses by power lines',
  },
  {
    id: 10,
    slug: 'cocoa-bean-sorting',
    title: 'Vision-Guided Cocoa Bean Sorting',
    category: 'Robotics & Computer Vision',
    industry: 'Agriculture',
    client: 'A cocoa cooperative union in the South-West Region',
    description:
      'A sorting machine that grades dried cocoa beans by colour, size and defects and ejects rejects with air jets, replacing manual hand-sorting.',
    challenge:
      'The cooperative graded about 2,500 tonnes of beans a year by hand, a slow and inconsistent process that led to price penalties from buyers. Export contracts increasingly required documented grading for every batch.',
    solution:
      'We designed a conveyor with high-speed cameras and a classification model trained on 25,000 images of graded beans, built with a local fabrication workshop. A controller fires air jets to separate mouldy, slaty and broken beans, and a tablet app produces a grading report per batch.',
    results:
      'Grading throughput tripled and the share of beans sold as premium grade rose from 58% to 74%. Buyer penalties fell by about $40,000 in the first season, and each batch now ships with a grading certificate.',
    technologies: ['TensorFlow Lite', 'OpenCV', 'Raspberry Pi', 'Arduino', 'Flutter'],
    image: '/images/projects/cocoa-bean-sorting.svg',
    imageAlt: 'Illustration: a robotic sorter separating beans on a conveyor belt',
  },
  {
    id: 11,
    slug: 'adaptive-exam-preparation',
    title: 'Adaptive Learning for Exam Preparation',
    category: 'Educational AI',
    industry: 'Education',
    client: 'A network of private secondary schools in Buea and Limbe',
    description:
      "A bilingual learning app that adapts maths and science practice to each student's level and shows teachers where their classes need help.",
    challenge:
      'The schools prepared about 9,000 students for national exams with classes of up to 60 pupils. Teachers could not tell which topics individual students were struggling with until mock exam results arrived.',
    solution:
      "We built an adaptive practice platform that estimates each student's mastery of 180 curriculum skills and picks the next exercise accordingly. It works on low-end Android phones, downloads lessons for offline use and gives teachers a weekly class heat map.",
    results:
      'Average mock exam scores in mathematics rose 14 percentage points in one school year. Students completed three times more practice exercises than with paper worksheets, and teachers now plan revision sessions from live data.',
    technologies: ['Python', 'Item Response Theory', 'Kotlin', 'Firebase', 'Metabase'],
    image: '/images/projects/adaptive-exam-preparation.svg',
    imageAlt: 'Illustration: a graduation cap above a branching learning path',
  },
  {
    id: 12,
    slug: 'flood-risk-modelling',
    title: 'Flood Risk Modelling for Urban Planning',
    category: 'Scientific AI',
    industry: 'Government',
    client: 'A coastal city council in the Littoral Region',
    description:
      'A flood model that combines hydrology with machine learning to map flood risk street by street and test the effect of new drainage works.',
    challenge:
      "Seasonal floods affected thousands of residents every year, but the council's flood maps were more than 15 years old. Traditional hydraulic simulations took days per scenario, too slow to compare investment options.",
    solution:
      'We trained a surrogate model on the outputs of a physics-based hydraulic simulator, elevation data and ten years of rainfall records. Planners can now run a scenario in minutes and view predicted flood depths on an interactive map.',
    results:
      'The model reproduces the full simulator within 8% on flood depth while running about 400 times faster. The council used it to prioritise six drainage projects and to build an SMS early-warning service for the highest-risk districts.',
    technologies: ['Python', 'PyTorch', 'GDAL', 'QGIS', 'Xarray'],
    image: '/images/projects/flood-risk-modelling.svg',
    imageAlt: 'Illustration: a city map with layered water-depth contours',
  },
  {
    id: 13,
    slug: 'poultry-farm-monitoring',
    title: 'Smart Monitoring for Poultry Farms',
    category: 'IoT & Computer Vision',
    industry: 'Agriculture',
    client: 'A commercial poultry producer near Bamenda',
    description:
      'Sensors and cameras that track temperature, humidity, feed, water and bird behaviour in poultry houses and alert farm staff to problems.',
    challenge:
      'The producer raised about 120,000 broilers across 16 houses and checked conditions manually twice a day. Heat stress and disease were often noticed too late, and mortality averaged 8% per flock.',
    solution:
      'We installed climate, feed and water sensors in every house and ceiling cameras with a model that detects unusual clustering and low activity. Alerts go to farm managers by SMS, and a dashboard compares every flock with its growth targets.',
    results:
      'Mortality fell from 8% to 5.8% per flock, and feed conversion improved by 6%. Problems are now flagged within 20 minutes on average instead of at the next inspection round.',
    technologies: ['ESP32', 'LoRaWAN', 'YOLO', 'InfluxDB', 'Grafana'],
    image: '/images/projects/poultry-farm-monitoring.svg',
    imageAlt: 'Illustration: a farm building with sensor icons and a camera',
  },
  {
    id: 14,
    slug: 'contract-review-assistant',
    title: 'Bilingual Contract Review Assistant',
    category: 'Natural Language Processing',
    industry: 'Legal',
    client: 'A Douala commercial law firm',
    description:
      "A review tool that extracts key clauses from English and French contracts, compares them with the firm's playbook and highlights risks for lawyers.",
    challenge:
      'The firm reviewed about 300 commercial contracts a month under OHADA business law, in both official languages. Junior lawyers spent hours locating standard clauses, and deadlines for due diligence work were regularly tight.',
    solution:
      "We fine-tuned clause-extraction models on 4,000 annotated contracts and added a language model that explains deviations from the firm's preferred positions. Everything runs in the firm's private cloud, and lawyers accept or correct each suggestion.",
    results:
      'First-pass review time fell 60%, and the firm completed its largest due diligence project in 11 days instead of the usual four weeks. Clause extraction reaches 93% accuracy and improves as lawyers correct it.',
    technologies: ['Python', 'Hugging Face Transformers', 'spaCy', 'Azure', 'Elasticsearch'],
    image: '/images/projects/contract-review-assistant.svg',
    imageAlt: 'Illustration: a document with highlighted clauses and a balance scale',
  },
  {
    id: 15,
    slug: 'workforce-attrition-prediction',
    title: 'Workforce Attrition Prediction',
    category: 'Predictive Analytics',
    industry: 'Human Resources',
    client: 'A pan-African business process outsourcing firm',
    description:
      'An analytics tool that identifies teams at risk of high staff turnover and the factors behind it, so managers can act early.',
    challenge:
      'The firm employed 2,300 agents across four countries and lost over a third of them each year. Each departure cost about $1,500 in recruitment and training, and exit interviews came too late to help.',
    solution:
      "We built a model on anonymised HR, scheduling and engagement-survey data that predicts attrition risk at team level rather than for individuals. A fairness review with the client's HR and legal teams removed sensitive attributes, and managers receive recommended actions, not scores on people.",
    results:
      "Voluntary attrition fell 19% in the first year, saving an estimated $250,000 in hiring and training costs. Schedule flexibility and coaching were identified as the biggest levers and are now part of the firm's retention plan.",
    technologies: ['Python', 'scikit-learn', 'SHAP', 'Snowflake', 'Tableau'],
    image: '/images/projects/workforce-attrition-prediction.svg',
    imageAlt: 'Illustration: a group of people icons with a trend line',
  },
  {
    id: 16,
    slug: 'broadcast-subtitling',
    title: 'Automatic Subtitling for Bilingual Broadcasts',
    category: 'Natural Language Processing',
    industry: 'Media',
    client: 'A private TV and radio broadcaster in Yaoundé',
    description:
      'Speech recognition and translation that subtitle news and talk shows in English and French and make the archive searchable.',
    challenge:
      'The broadcaster aired 40 hours of new programming a week but could subtitle only a handful of shows by hand. Its archive of 12,000 hours was impossible to search, and online video reached only speakers of one language at a time.',
    solution:
      'We adapted open speech recognition models to Cameroonian accents and code-switching between English, French and Pidgin, using 300 hours of transcribed broadcasts. Editors correct subtitles in a simple web editor, and the transcripts feed a search index of the archive.',
    results:
      'Word error rate on local news fell from 31% with off-the-shelf models to 12%. Every news bulletin is now subtitled in both languages within an hour, and online video views grew 45% in six months.',
    technologies: ['Whisper', 'PyTorch', 'FFmpeg', 'Elasticsearch', 'Vue.js'],
    image: '/images/projects/broadcast-subtitling.svg',
    imageAlt: 'Illustration: a microphone with sound waves turning into subtitle lines',
  },
  {
    id: 17,
    slug: 'citizen-services-assistant',
    title: 'Citizen Services Messaging Assistant',
    category: 'Conversational AI',
    industry: 'Government',
    client: 'A municipal council in the South-West Region',
    description:
      'A messaging assistant that answers questions about civil status documents, permits and local taxes, and lets residents track their requests.',
    challenge:
      'Residents queued for hours at the council offices to ask about documents and fees, often only to learn that a file was incomplete. Staff answered the same few questions hundreds of times a week.',
    solution:
      "We built a bilingual assistant on a popular messaging app with answers approved by council staff, document checklists and request tracking linked to the council's case register. Sensitive requests are routed to an officer, and no personal data is kept longer than needed.",
    results:
      'The assistant handled 18,000 conversations in its first six months, and counter visits for simple enquiries fell by 40%. Incomplete applications dropped by a third because residents receive the checklist before they come in.',
    technologies: ['Python', 'Rasa', 'Messaging API', 'PostgreSQL', 'Docker'],
    image: '/images/projects/citizen-services-assistant.svg',
    imageAlt: 'Illustration: a town hall with a chat bubble and a checklist',
  },
  {
    id: 18,
    slug: 'kyc-document-verification',
    title: 'Automated Identity Document Verification',
    category: 'Computer Vision',
    industry: 'Finance',
    client: 'A digital lending start-up in Yaoundé',
    description:
      'Customer onboarding that reads identity cards, checks them for tampering and matches them with a selfie, all from a smartphone.',
    challenge:
      'The lender verified identity documents manually, so onboarding took up to two days and many applicants gave up. Reviewers also struggled to spot edited photos and reused documents as application volumes grew.',
    solution:
      'We built a verification pipeline that extracts data from national ID cards and passports, detects signs of tampering and compares the document photo with a live selfie. Uncertain cases go to a reviewer with the reasons highlighted, and all images are encrypted and deleted after the retention period.',
    results:
      'Median onboarding time fell from two days to nine minutes, and completed applications rose 37%. Detected document fraud attempts tripled while manual reviews dropped to 12% of applications.',
    technologies: ['PyTorch', 'OpenCV', 'Tesseract OCR', 'FastAPI', 'AWS'],
    image: '/images/projects/kyc-document-verification.svg',
    imageAlt: 'Illustration: an ID card outline with a face-matching frame',
  },
  {
    id: 19,
    slug: 'cement-predictive-maintenance',
    title: 'Predictive Maintenance for a Cement Plant',
    category: 'Predictive Analytics',
    industry: 'Manufacturing',
    client: 'A cement producer in the Littoral Region',
    description:
      'Vibration and temperature analytics that predict failures of kilns, mills and fans days in advance, so maintenance can be planned.',
    challenge:
      'Unplanned stoppages of the raw mill and kiln fans cost the plant about 300 hours of production a year. Maintenance followed fixed schedules, replacing some parts too early and missing others.',
    solution:
      'We added vibration sensors to 40 critical machines and combined them with existing process data in a model that estimates failure risk and remaining useful life. Maintenance planners receive ranked work orders with the likely fault and the evidence behind it.',
    results:
      'Unplanned downtime fell 36% in the first year, and spare parts spending dropped 14%. Two major bearing failures were caught more than a week ahead, each avoiding an estimated $90,000 in lost output.',
    technologies: ['Python', 'PyTorch', 'OPC UA', 'Azure IoT Hub', 'Power BI'],
    image: '/images/projects/cement-predictive-maintenance.svg',
    imageAlt: 'Illustration: a factory gear with a vibration waveform and warning marker',
  },
  {
    id: 20,
    slug: 'charter-crew-scheduling',
    title: 'Crew and Fleet Scheduling Optimization',
    category: 'Optimization',
    industry: 'Aviation',
    client: 'A regional charter airline in Central Africa',
    description:
      'A scheduling optimizer that builds crew rosters and aircraft rotations that respect duty-time rules, maintenance slots and last-minute charter requests.',
    challenge:
      'The airline operated nine aircraft with 70 crew members, and planners built monthly rosters in spreadsheets over a full week. Every late charter booking triggered hours of manual rework and frequent overtime.',
    solution:
      'We modelled duty limits, rest rules, qualifications and maintenance windows as constraints in a mixed-integer optimization model. Planners generate a compliant roster in minutes and re-optimize with one click when a charter is added or a crew member is unavailable.',
    results:
      'Roster preparation dropped from five days to half a day, and crew overtime costs fell 22%. Aircraft utilisation rose 9%, allowing the airline to accept more short-notice charters with the same fleet.',
    technologies: ['Python', 'Gurobi', 'Pandas', 'Django', 'PostgreSQL'],
    image: '/images/projects/charter-crew-scheduling.svg',
    imageAlt: 'Illustration: an aircraft above a calendar grid of crew shifts',
  },
];

/** The four projects of the home page (spec 2.2, section 6). */
export const featuredProjectSlugs = [
  'ecommerce-ai',
  'healthcare-monitoring',
  'fraud-detection',
  'content-generation',
] as const;
