// The seven static blog articles (spec 2.8-2.10, 3). `content` is trusted HTML
// written by us, limited to p, h2, h3, ul, ol, li, strong, em, blockquote and
// code. readTime is ceil(words / 200) of the text of `content`.
import type { BlogPost } from './schema';

const authors = {
  esther: {
    name: 'Esther Nkeng',
    role: 'Head of AI Strategy',
    avatar: '/images/people/esther-nkeng.svg',
  },
  clarisse: {
    name: 'Clarisse Mbah',
    role: 'AI Ethics Lead',
    avatar: '/images/people/clarisse-mbah.svg',
  },
  emmanuel: {
    name: 'Emmanuel Tabi',
    role: 'Lead ML Engineer',
    avatar: '/images/people/emmanuel-tabi.svg',
  },
  joel: {
    name: 'Joel Fonkeng',
    role: 'Senior Research Engineer',
    avatar: '/images/people/joel-fonkeng.svg',
  },
} as const;

export const blogPosts: BlogPost[] = [
  {
    id: 1,
    title: 'An AI Roadmap for SMEs: Start With the Work, Not the Model',
    excerpt:
      'A practical roadmap process for small and medium-sized businesses: find the work worth automating, check your data honestly and sequence AI projects so the first one pays for the next.',
    content: `<p>Most small and medium-sized businesses we meet in Buea, Douala and further afield do not lack ideas for artificial intelligence. They lack a way to choose between them. A managing director has read about chatbots, a sales lead wants demand forecasting, and the accountant would like invoices to enter the books by themselves. Each idea sounds reasonable, and together they compete for the same small budget and the same two people who understand the data. This article describes the roadmap process we use with SME clients: how to find the work worth automating, check whether the data can support it, and sequence projects so the first one pays for the second.</p>

<h2>Start with the work, not the technology</h2>
<p>A roadmap that begins with "we need a large language model" usually ends with a demo nobody uses. We begin instead with an inventory of recurring work. For one or two weeks, team leads note the tasks that are repetitive, high-volume or error-prone, and roughly how many hours each consumes. Typical entries are answering the same customer questions on WhatsApp, re-typing supplier invoices, reconciling mobile money payments against orders, and deciding how much stock to reorder.</p>
<p>For each task we ask three questions. How often does it happen? What does a mistake cost? And who would notice if it improved? A task that happens thousands of times a month with a clear cost per error is a far better candidate than an impressive but occasional one. It is also worth separating tasks that need AI from those that need ordinary automation. Many of the quickest wins we deliver are a well-designed form, a spreadsheet rule or an integration between two systems, with no model involved at all.</p>

<h2>Check your data before your ambitions</h2>
<p>Every AI system learns from, or at least runs on, data. Before scoring ideas we do a short data readiness review, looking at where the relevant records live, how complete they are and who is allowed to use them. The questions are practical:</p>
<ul>
<li><strong>Availability:</strong> does the history exist in a system, or only in notebooks, paper receipts and people's heads?</li>
<li><strong>Volume and span:</strong> a demand forecast needs at least one or two full seasonal cycles; a document classifier needs a few hundred labelled examples per document type to start.</li>
<li><strong>Quality:</strong> are product codes consistent, are dates in one format, and are duplicates under control?</li>
<li><strong>Rights and consent:</strong> were customers told how their data would be used, and does the intended use comply with the data protection rules that apply to you and your clients?</li>
<li><strong>Ownership:</strong> is there one named person who can answer questions about each data source?</li>
</ul>
<p>The review often changes the roadmap. A forecasting project may move back six months while the company cleans its sales records, and in the meantime a support assistant built on existing help documents can go ahead, because the knowledge it needs is already written down.</p>

<h2>Score and sequence the candidates</h2>
<p>With a list of tasks and an honest view of the data, we score each candidate on a simple one-to-five scale across four dimensions: value, feasibility, risk and time to first result. The scores are not precise, and they are not meant to be. Their purpose is to make disagreements visible so that the leadership team can discuss them openly. We then sequence the work in three horizons:</p>
<ol>
<li><strong>Quick wins (0 to 3 months):</strong> one project with high feasibility and a measurable outcome, ideally one that staff will feel in their daily work.</li>
<li><strong>Foundations (3 to 9 months):</strong> data clean-up, a shared place for key records, and the habits of measurement that later projects depend on.</li>
<li><strong>Differentiators (9 to 18 months):</strong> the projects that could change how the business competes, such as pricing, forecasting or a product feature built on proprietary data.</li>
</ol>
<p>The first project matters more than its size suggests. If it succeeds visibly, the team trusts the next one. If it stalls, the whole programme loses credibility, so we deliberately choose something modest that we are confident we can deliver well.</p>

<h2>Budget for running, not just building</h2>
<p>SMEs are often quoted a build cost and surprised later by the running cost. A model or an assistant needs hosting, API usage, monitoring, occasional retraining, and someone inside the business who owns it. We ask clients to budget for at least the first year of operation before approving a build, and we write that cost into the roadmap next to the expected benefit.</p>
<blockquote>A useful rule: if nobody in the company can say who will look at the system's results every week, the project is not ready to start.</blockquote>
<p>Connectivity and power belong in the same conversation. A cloud service that works perfectly in a Douala office may be unusable at a depot with unreliable internet. Sometimes the right answer is an offline-capable tool that syncs later, and sometimes it is a simpler design that does not need a model on the critical path.</p>

<h2>A 90-day plan you can actually follow</h2>
<p>The output of our roadmap engagement is deliberately short: a ranked list of opportunities, the data work each depends on, and a detailed plan for the first ninety days. That plan names the owner, the baseline measure (for example, average hours per week spent on invoice entry), the target, and the date on which the team will decide whether to continue, adjust or stop. Reviewing the roadmap every quarter keeps it alive, because priorities shift as the business learns what AI can and cannot do for it.</p>
<p>None of this requires a large data science team. It requires clear questions, honest answers about data, and the discipline to start small and measure. That is what turns AI from a line in a strategy deck into something that saves your staff real hours every week.</p>`,
    author: authors.esther,
    date: '2025-06-17',
    readTime: 5,
    category: 'AI Strategy',
    tags: ['AI Strategy', 'Small Business', 'Africa', 'Data Quality', 'Roadmap'],
    image: '/images/blog/post-1.svg',
    imageAlt:
      'Abstract illustration of a winding path of connected milestones rising across layered purple and cyan bands',
  },
  {
    id: 2,
    title: 'How We Run a Bias Audit Before a Model Goes Live',
    excerpt:
      'A model can be accurate on average and still fail some groups far more often. Here is the step-by-step bias audit we run before any system that makes decisions about people goes live.',
    content: `<p>When a model decides who gets a loan offer, which job applications reach a recruiter or which customer complaints are escalated, its errors are not evenly spread. A model can be accurate on average and still fail one group of people far more often than another. A bias audit is the structured work of finding out whether that is happening, why, and what to do about it. We run one on every project that makes or supports decisions about people. This article explains the steps, the trade-offs and the mistakes we see most often.</p>

<h2>Define the decision and the possible harms</h2>
<p>An audit starts with a plain description of what the system does and who it affects. "The model scores loan applications" is not enough. We write down who receives the decision, what happens to someone who is wrongly rejected, what happens when someone is wrongly approved, and whether a human reviews the output. The harms of a false negative and a false positive are rarely equal, and the right fairness measure depends on which one matters more.</p>
<p>Next we decide which groups to compare. Depending on the context and the law, these may include gender, age band, region, language, disability status or whether a customer lives in a rural or urban area. In Cameroon, language and region are often as relevant as gender: a system that works well for French-speaking customers in the Centre region and poorly for English-speaking customers in the North-West deserves attention, even if no legally protected attribute is directly involved.</p>

<h2>Find where bias can enter</h2>
<p>Bias rarely comes from the algorithm alone. In our audits it usually enters at one of these points:</p>
<ul>
<li><strong>Historical data:</strong> if past decisions were biased, a model trained to reproduce them will learn the same pattern.</li>
<li><strong>Labels:</strong> when the target is a human judgement, such as "good employee" or "risky customer", the labels carry the judges' assumptions.</li>
<li><strong>Representation:</strong> groups with few examples in the training data usually get worse predictions, and their errors are hidden by the overall average.</li>
<li><strong>Proxy features:</strong> variables like neighbourhood, phone model or first language can stand in for attributes the model was never given.</li>
<li><strong>Deployment context:</strong> a model used on a population different from the one it was trained on may behave very differently.</li>
</ul>
<p>A practical problem is that the sensitive attribute is often missing. Many businesses do not record gender or ethnicity, and some should not. In that case we may audit with a carefully consented sample, use attributes that are legitimately held such as region or language of service, or run a qualitative review of errors with people who know the affected communities. Inferring sensitive attributes from names or photos is tempting and usually a bad idea, because it adds its own errors and its own privacy risks.</p>

<h2>Measure with more than one metric</h2>
<p>There is no single number that captures fairness. We report several side by side, for each group:</p>
<ol>
<li><strong>Selection rate:</strong> the share of each group receiving the positive outcome. Large gaps are a signal to investigate, though not always proof of unfairness.</li>
<li><strong>True positive rate:</strong> among people who deserved the positive outcome, how many received it. Comparing this across groups is often called equal opportunity.</li>
<li><strong>False positive rate:</strong> among people who did not qualify, how many were wrongly approved or flagged.</li>
<li><strong>Calibration:</strong> whether a score of 0.7 means the same chance of the outcome in every group.</li>
</ol>
<p>These criteria cannot all be satisfied at once when groups have different base rates, which is a well-known mathematical result rather than a flaw in any particular tool. The audit therefore has to state which criterion the business is prioritising and why. That is a judgement for the client's leadership, informed by the data, not a choice the data science team should make alone.</p>
<p>We also report uncertainty. With a few hundred examples in a small group, a gap of five percentage points may be noise. Confidence intervals and bootstrap estimates keep the discussion honest and stop teams from either panicking or relaxing too early.</p>

<h2>Mitigate, then check what it cost</h2>
<p>When an audit finds a problem, the fix depends on the cause. Collecting more representative data is usually the most durable remedy. Removing a proxy feature can help, though correlated features often carry the same signal. Re-weighting training examples, adjusting decision thresholds, or adding a human review step for borderline cases are all options, each with legal and practical implications that need to be checked in the relevant jurisdiction. Every mitigation changes the model's overall behaviour, so we re-run the full evaluation afterwards and record what was gained and what was lost.</p>
<blockquote>An audit that finds nothing is not proof of fairness. It is evidence that the specific checks we ran did not find a problem in the data we had.</blockquote>

<h2>Document and repeat</h2>
<p>The final deliverable is a short audit report: what the system does, which groups and metrics were examined, the results with their uncertainty, the decisions taken and who approved them. It sits alongside the model's documentation and is updated whenever the model is retrained or its use changes. We schedule a lighter re-audit at least every six months, because the population a model serves changes over time. Fairness is not a box ticked at launch. It is a property that has to be watched, like accuracy or uptime.</p>`,
    author: authors.clarisse,
    date: '2025-08-05',
    readTime: 5,
    category: 'AI Ethics',
    tags: ['Ethics', 'Fairness', 'Responsible AI', 'Evaluation', 'Data Quality'],
    image: '/images/blog/post-2.svg',
    imageAlt:
      'Abstract illustration of a balance scale made of geometric shapes, with coloured dots grouped evenly on each side',
  },
  {
    id: 3,
    title: 'Shipping a Model Is the Start: Monitoring Machine Learning in Production',
    excerpt:
      'Most model failures we fix come from good models that nobody was watching. How we version, release gradually and monitor machine learning systems for teams without a dedicated MLOps group.',
    content: `<p>The moment a machine learning model goes live is when its real test begins. In a notebook, the model saw a fixed dataset. In production it sees whatever the world sends: new products, new customers, a change in a partner's data format, a holiday season that did not exist in the training window. Most model failures we are called in to fix were not caused by a bad algorithm. They were caused by a good model that nobody was watching. This article describes how we package, release and monitor models for SME clients who do not have a dedicated MLOps team.</p>

<h2>Treat the model as a versioned artifact</h2>
<p>A deployed model should be reproducible. For every version we store the training code commit, a snapshot or hash of the training data, the hyperparameters, the evaluation results and the exact library versions. We give each release a plain identifier, such as <code>churn-2025-10-01</code>, and log it alongside every prediction. When a customer asks why they received a particular score, or when performance drops, the team can tell exactly which model produced the output and what it was trained on.</p>
<p>We also keep the preprocessing inside the same package as the model. A surprising number of production incidents come from feature code that was rewritten for serving and no longer matches what was used in training, a problem often called training-serving skew. Shipping a single pipeline object, or sharing one feature library between training and serving, removes that whole class of bug.</p>

<h2>Release gradually</h2>
<p>A new model should earn trust before it takes over. Our usual release path has three steps:</p>
<ol>
<li><strong>Offline evaluation</strong> on a recent holdout period, compared with the current model and a simple baseline such as last month's average or a rules-based approach.</li>
<li><strong>Shadow mode</strong>, where the new model receives live traffic and its predictions are logged but not used. This catches serving bugs, latency problems and surprising differences from offline results.</li>
<li><strong>Limited rollout</strong> to a fraction of traffic or one branch of the business, with a clear rollback switch, before full release.</li>
</ol>
<p>Keeping the previous model deployable at all times is the cheapest insurance available. Rolling back should be a configuration change, not an emergency rebuild.</p>

<h2>What to monitor</h2>
<p>Monitoring a machine learning system means watching several layers at once. We group the signals like this:</p>
<ul>
<li><strong>Service health:</strong> latency, error rates, timeouts and resource use, the same as for any other software service.</li>
<li><strong>Input data:</strong> missing values, out-of-range numbers, new category values and shifts in the distribution of key features compared with training. The population stability index is a simple and widely used measure for this.</li>
<li><strong>Predictions:</strong> the distribution of scores or classes over time. If a fraud model that normally flags two percent of transactions suddenly flags twelve percent, something has changed, whether in the world or in the pipeline.</li>
<li><strong>Outcomes:</strong> accuracy, precision, recall or forecast error, computed once true labels arrive. For many business problems labels come late, so this layer lags by days or weeks.</li>
<li><strong>Business metrics:</strong> the number the model was built to move, such as hours saved, stock-outs avoided or customers retained.</li>
</ul>
<p>Because outcome labels are delayed, the earlier layers act as an early warning. Drift in inputs or predictions does not prove the model is wrong, but it tells the team where to look before the business feels the effect.</p>

<h2>Alerts that people will read</h2>
<p>Dashboards nobody opens are not monitoring. We keep alerting small and specific: a handful of checks with thresholds agreed with the business owner, routed to a channel the team already uses. Each alert points to a short runbook that says what to check first and who decides whether to roll back. Too many alerts are as harmful as none, because people learn to ignore them, so we review and prune alert rules after the first month of operation.</p>
<p>For smaller clients we often combine this with a weekly report: a one-page summary of volumes, drift indicators and the latest measured accuracy, sent to the person who owns the model on the business side. It takes minutes to read and keeps the model visible.</p>

<h2>Plan retraining before you need it</h2>
<p>Every model goes stale at some rate. A demand forecast for a grocery distributor might need monthly retraining, while a document classifier for stable invoice formats can run for a year. We agree on a retraining policy at launch: a fixed schedule, a trigger based on monitored performance, or both. The retraining pipeline runs the same evaluation and release steps as the original model, so a new version never reaches customers without being compared with the one it replaces.</p>
<blockquote>The goal is not a model that never degrades. It is a system where degradation is noticed quickly, understood and fixed calmly.</blockquote>
<p>None of this needs expensive tooling. A database table of predictions, a scheduled job that computes drift and accuracy, a simple dashboard and a clear owner will take a small team a long way. What matters is deciding, before launch, how you will know that the model is still doing its job.</p>`,
    author: authors.emmanuel,
    date: '2025-10-14',
    readTime: 5,
    category: 'ML Engineering',
    tags: ['Machine Learning', 'MLOps', 'Monitoring', 'Data Quality', 'Small Business'],
    image: '/images/blog/post-3.svg',
    imageAlt:
      'Abstract illustration of flowing indigo lines passing through a series of circular gauges and a pulse-like signal trace',
  },
  {
    id: 4,
    title: 'Detecting Crop Disease From Phone Photos: What Works in the Field',
    excerpt:
      'Lessons from building phone-based disease detection for cassava and maize: collecting realistic photos, labelling with agronomists, avoiding data leakage and designing for uncertainty.',
    content: `<p>Cassava and maize feed millions of households across Central and West Africa, and both are vulnerable to diseases and pests that spread quickly when they are not caught early. Cassava mosaic disease, cassava brown streak disease and fall armyworm damage on maize are familiar problems for farmers and extension officers in Cameroon. A phone camera and an image classifier can help identify these problems sooner, but only if the system is designed around real fields, real phones and real users. This article shares lessons from our computer vision work with agricultural cooperatives and agribusinesses.</p>

<h2>Collect the images your users will actually take</h2>
<p>Public plant disease datasets are useful for experimentation, but many were photographed on plain backgrounds under controlled light. Models trained only on such images often perform far worse on photos taken in a field at midday, with shadows, overlapping leaves, soil, fingers and blur. The most important investment in any crop diagnosis project is a dataset collected in the conditions where the tool will be used.</p>
<p>We work with extension officers and lead farmers to gather photos across several regions, seasons and times of day, on the low and mid-range Android phones that farmers actually own. Our collection guidelines are short and practical:</p>
<ul>
<li>Photograph a single leaf or plant section so that it fills most of the frame, but do not discard imperfect photos; the model must learn to cope with them.</li>
<li>Record the location, date, crop variety and phone model with each image, with the farmer's consent.</li>
<li>Include healthy plants and common look-alikes, such as nutrient deficiency or drought stress, not just the target diseases.</li>
<li>Capture several photos of the same plant, and keep them grouped so they never end up split across training and test sets.</li>
</ul>

<h2>Label with experts and measure agreement</h2>
<p>Disease symptoms can be ambiguous, especially at early stages, and even trained agronomists sometimes disagree. We ask at least two experts to label a sample of images independently and measure how often they agree. Where agreement is low for a class, we either merge classes, clarify the definitions with visual examples, or add an "uncertain" label rather than force a guess. A model cannot be more reliable than the labels it learns from, and knowing the human agreement rate gives a realistic ceiling for model performance.</p>
<p>Labelling guidelines with reference photos for each class are worth the time they take. They make new annotators productive faster and keep labels consistent as the dataset grows over several seasons.</p>

<h2>Choose a model that fits the phone</h2>
<p>Because many farms have weak or no mobile data coverage, we usually want the model to run on the device. That rules out very large architectures. Transfer learning from compact backbones designed for mobile use, such as the MobileNet and EfficientNet-Lite families, gives strong results with a few thousand labelled images per crop. After training, we convert the model to a mobile runtime and quantise its weights to 8-bit integers, which typically shrinks it to a few megabytes and speeds up inference with only a small loss in accuracy. We measure that loss on the test set rather than assuming it.</p>
<p>Data augmentation matters more than exotic architectures. Random crops, rotations, brightness and colour changes, and simulated blur all help the model generalise to the variety of real photos.</p>

<h2>Evaluate the way the tool will be used</h2>
<p>The most common mistake we see in crop disease projects is an over-optimistic test score caused by leakage. If photos of the same plant, or from the same field on the same day, appear in both training and test sets, the model can score very well by recognising backgrounds and lighting rather than symptoms. We split data by farm and by collection date, and we keep a separate test set from a region the model has never seen. The gap between those scores tells us how well the model will travel.</p>
<p>We also report results per class and per phone type, not just overall accuracy. A model that is excellent on healthy leaves but misses early cassava brown streak symptoms is not useful, however good its average looks.</p>

<h2>Design for uncertainty and human judgement</h2>
<p>A diagnosis tool should know when it does not know. We set confidence thresholds so that low-confidence predictions return a message asking for another photo or suggesting contact with an extension officer, rather than a guess presented as fact. Results are phrased as likely findings, together with the key symptoms to check by eye and the recommended next step from local agronomists.</p>
<blockquote>The model supports the extension officer. It does not replace the field visit.</blockquote>
<p>When connectivity returns, the app uploads anonymised photos and predictions, with consent, so that experts can review difficult cases and the next model version can learn from them. Over several seasons, that feedback loop is what turns a promising prototype into a tool that farmers trust.</p>`,
    author: authors.joel,
    date: '2026-01-20',
    readTime: 5,
    category: 'Computer Vision',
    tags: ['Computer Vision', 'Agriculture', 'Machine Learning', 'Edge AI', 'Africa'],
    image: '/images/blog/post-4.svg',
    imageAlt:
      'Abstract illustration of a stylised leaf overlaid with a grid of detection boxes in green, cyan and orange tones',
  },
  {
    id: 5,
    title: 'Reading Customer Messages in English, French and Pidgin',
    excerpt:
      'Customer inboxes in Cameroon mix French, English and Pidgin in a single sentence. How we build message classifiers that handle code-switching and serve every language group fairly.',
    content: `<p>A customer service inbox in Cameroon rarely speaks one language. A single morning at a microfinance institution or a mobile retailer can bring messages in formal French, Cameroonian English, Cameroonian Pidgin English and a fluid mix of all three, often in the same sentence. Add abbreviations, voice notes transcribed by phones and creative spelling, and it becomes clear why off-the-shelf tools built for standard English struggle. This article describes how we build text classification and routing systems for multilingual customer messages, and what we have learned about doing it fairly.</p>

<h2>What the messages really look like</h2>
<p>Before building anything we read a few thousand real messages, anonymised, with the client's support team. The patterns are consistent across sectors. Messages are short, often under twenty words. Code-switching is normal: a customer may write "Bonjour, my transfer don fail since morning, abeg check" and expect to be understood. Spelling varies widely, and many messages use SMS-style shortenings in both French and English. Pidgin has no single standard spelling, so the same word can appear in several forms.</p>
<p>These features have direct engineering consequences. Pipelines that first detect the language and then route the message to a language-specific model break down on mixed messages, because there is no single correct language label. Machine translation into English as a first step also loses information, and it performs poorly on Pidgin. We therefore prefer models that classify the message directly, whatever mix of languages it contains.</p>

<h2>Start with the task, not the language</h2>
<p>Most business value comes from a few tasks: identifying the customer's intent, detecting urgency or complaints, extracting references such as transaction numbers, and routing the message to the right team. We define the intent list with the support staff, keeping it short enough that people can label consistently, usually fifteen to forty intents. Each intent gets a definition and examples in all three languages.</p>
<p>Labelling is done by people who actually speak the languages involved, ideally experienced support agents. We ask them to label intent only, not language, and we measure agreement between labellers on a shared sample. Disagreements are valuable, because they usually reveal intents that overlap or definitions that need clarification.</p>

<h2>Model options and how we choose</h2>
<p>There are three broad approaches, and we often combine them:</p>
<ol>
<li><strong>Fine-tuned multilingual encoders.</strong> Pretrained models that cover English and French can be fine-tuned on a few thousand labelled messages. They are fast, cheap to run and work well for classification, though their pretraining data contains little Pidgin, so labelled Pidgin examples matter a lot.</li>
<li><strong>Large language models with prompts.</strong> A general-purpose model given intent definitions and examples can classify messages with no training, which is useful for a quick start or for rare intents. Cost, latency and data protection need careful review, especially when messages contain personal information.</li>
<li><strong>Rules for the things rules do well.</strong> Transaction IDs, phone numbers and amounts follow patterns that regular expressions extract more reliably than any model.</li>
</ol>
<p>We compare options on the client's own labelled test set, never on public benchmarks alone. The winner is usually the simplest approach that meets the agreed accuracy target for every language group.</p>

<h2>Measure fairness across languages</h2>
<p>An overall accuracy figure can hide a serious problem. If a model is correct on most French messages but much weaker on Pidgin ones, the customers writing in Pidgin, who are often less well served already, will wait longer and be misrouted more often. We therefore tag each test message with its dominant language or mix, and report accuracy, precision and recall separately for each group.</p>
<p>When a gap appears, the fix is usually data: more labelled examples from the weaker group, collected from real traffic. We also review common misclassifications with native speakers, who often spot expressions the model has misread, such as Pidgin phrases whose meaning differs from the English words they resemble.</p>

<h2>Keep humans in the loop</h2>
<p>Automated routing should make agents faster, not remove them from difficult conversations. Our systems send low-confidence messages to a general queue, flag possible complaints or fraud reports for priority review, and let agents correct the predicted intent with one click. Those corrections feed the next training cycle. For sensitive topics like failed payments or account closures, we suggest reply templates in the customer's language for an agent to review rather than sending automatic answers.</p>
<blockquote>A good multilingual system respects the way customers actually write. It does not ask them to switch languages to be understood.</blockquote>
<p>Built this way, a classifier trained on a few thousand well-labelled messages can take a substantial share of routing work off a support team within weeks, while giving every customer, whatever language they write in, an equal chance of a quick answer.</p>`,
    author: authors.clarisse,
    date: '2026-03-10',
    readTime: 4,
    category: 'NLP',
    tags: ['Natural Language Processing', 'Multilingual', 'Africa', 'Fairness', 'Customer Support', 'Evaluation'],
    image: '/images/blog/post-5.svg',
    imageAlt:
      'Abstract illustration of three overlapping speech bubbles in purple, cyan and orange, joined by threads of small dots',
  },
  {
    id: 6,
    title: 'Research Note: How Small Can a Language Model Be for Real Business Tasks?',
    excerpt:
      'Notes from our ongoing evaluation of small open-weight language models on real business tasks: how we test them, where they hold up, where they struggle and which questions remain open.',
    content: `<p>Large language models are impressive, but they are also expensive to call at scale, depend on reliable internet access and send customer data to a third party. For many of our clients, those three constraints matter more than benchmark scores. Over the past year our research team has been evaluating small open-weight language models, in roughly the one to eight billion parameter range, on tasks drawn from real client work. This note explains our evaluation method, what we have observed so far, and the questions that remain open. It is a progress report from internal experiments, not a peer-reviewed study, and it should be read in that spirit.</p>

<h2>Why small models are worth studying</h2>
<p>A model with a few billion parameters, quantised to four bits, can run on a single consumer graphics card or even on a recent laptop. That makes three things possible that matter to SMEs in our region: predictable costs that do not grow with every message, operation during internet outages, and keeping sensitive data on premises. The question is not whether small models match the largest ones in general; they do not. It is whether they are good enough for specific, well-defined tasks.</p>

<h2>How we evaluate</h2>
<p>Public leaderboards are a weak guide for this question. They emphasise general knowledge and reasoning in standard English, while our clients need structured extraction from French invoices or intent detection in mixed Pidgin and English. We therefore built internal evaluation sets from anonymised client data, with permission, covering five task families:</p>
<ul>
<li><strong>Classification:</strong> assigning customer messages to intents or documents to types.</li>
<li><strong>Extraction:</strong> pulling fields such as dates, amounts and reference numbers into a fixed JSON structure.</li>
<li><strong>Summarisation:</strong> condensing call notes and long email threads into short factual summaries.</li>
<li><strong>Grounded question answering:</strong> answering from a supplied policy document, and saying so when the answer is not in it.</li>
<li><strong>Drafting:</strong> writing replies to customers in the language they used.</li>
</ul>
<p>Each set contains a few hundred examples with reference answers checked by two people. Classification and extraction are scored automatically, with exact field matching for extraction and a separate check that the output is valid JSON. Summaries and drafts are scored by human reviewers on a short rubric covering accuracy, completeness, tone and language, with reviewers blind to which model produced each output. We also track latency and memory use on the hardware a client would actually buy.</p>
<p>To limit overfitting to our own tests, we keep a held-out portion of each set that is only used for final comparisons, and we refresh the sets with new examples every quarter.</p>

<h2>What we have observed so far</h2>
<p>Several patterns have been consistent across the models we tested, though the details change with every new release:</p>
<ol>
<li><strong>Narrow tasks are within reach.</strong> On classification and extraction, the better small models come reasonably close to much larger hosted models once they are given clear instructions and a few examples, and a modest fine-tuning run on a few thousand examples often closes most of the remaining gap.</li>
<li><strong>Output format needs enforcement.</strong> Small models break required structures more often. Constrained decoding or a validation-and-retry step turns many of those failures into usable output.</li>
<li><strong>Grounding is the weakest point.</strong> Small models are more likely to answer confidently when the supporting document does not contain the answer. Retrieval helps, but explicit testing of refusals is still needed.</li>
<li><strong>Language coverage is uneven.</strong> Performance in French is generally solid, in Cameroonian English acceptable, and in Pidgin noticeably weaker, which is consistent with how little Pidgin text is likely to appear in pretraining data.</li>
<li><strong>Quantisation is mostly safe.</strong> Moving from 16-bit to 8-bit weights rarely changed our scores meaningfully. Four-bit quantisation caused small drops on some tasks, which we measure for each model rather than assume.</li>
</ol>

<h2>Limitations and open questions</h2>
<p>Our evaluation sets are small, drawn from a limited number of clients and sectors, and cannot represent every business. Human ratings, even with a rubric, carry some subjectivity. Model releases arrive faster than we can evaluate them, so any specific ranking would be out of date within months, which is why we do not publish one here.</p>
<p>We are now exploring three questions: how much labelled Pidgin data is needed to close the language gap through fine-tuning, whether small models can reliably judge when to hand a conversation to a human, and how to evaluate multi-turn conversations more efficiently than with full human review.</p>
<blockquote>For a well-defined task with a good evaluation set, the right question is not which model is best, but which is the smallest one that meets the requirement.</blockquote>

<h2>What this means for clients</h2>
<p>Our practical advice is to start any language model project by writing down the task and building a small, honest test set from your own data. With that in hand, comparing a hosted model with a small local one becomes a measurement rather than a debate. In many of our recent projects, the answer has been a hybrid: a small local model for high-volume routine work, and a larger hosted model for the rare cases that need it.</p>`,
    author: authors.joel,
    date: '2026-05-26',
    readTime: 5,
    category: 'AI Research',
    tags: ['Small Language Models', 'Evaluation', 'Multilingual', 'Machine Learning', 'Responsible AI'],
    image: '/images/blog/post-6.svg',
    imageAlt:
      'Abstract illustration of nested squares shrinking toward the centre, each edged with a row of small bar charts',
  },
  {
    id: 7,
    title: 'Edge AI on a Budget: Designing for Devices That Go Offline',
    excerpt:
      'Design principles for running machine learning on low-cost phones and single-board computers in places where power is unreliable, mobile data is patchy and nobody can easily visit the site.',
    content: `<p>Many of the places where AI could help most are also the places where cloud computing works least. A grain warehouse outside Bamenda, a fish market in Limbe or a solar-powered water kiosk may have mobile data some of the time, electricity most of the time and no IT staff at all. Running models on the device itself, usually called edge AI, makes these settings workable. It also brings its own engineering problems. This article summarises the design principles we follow when deploying machine learning on low-cost hardware with intermittent connectivity.</p>

<h2>Choose hardware by the constraint that binds</h2>
<p>Edge projects usually start with a question about hardware, but the right choice follows from the task and the environment. We look at four constraints: the compute the model needs, the power available, the physical conditions and the budget per site. In practice our deployments fall into three groups:</p>
<ul>
<li><strong>Android phones</strong>, often mid-range models that users already own or that can be bought locally. They bring a camera, battery, screen and mobile connection in one package and suit inspection and data-capture tasks.</li>
<li><strong>Single-board computers</strong> of the Raspberry Pi class, sometimes with a small accelerator, for fixed installations such as counting items on a conveyor or monitoring a storage room.</li>
<li><strong>Microcontrollers</strong> for very small models, such as detecting an abnormal vibration pattern in a pump, where power budgets are measured in milliwatts.</li>
</ul>
<p>Local availability of spare parts matters as much as the specification sheet. A device that can be replaced from a shop in Douala within a day is often better than a more capable one that takes weeks to import.</p>

<h2>Make the model fit</h2>
<p>Models trained on a workstation rarely run well on an edge device without changes. The main techniques are well established. Quantisation stores weights and activations as 8-bit integers instead of 32-bit floats, cutting model size by about four times and speeding up inference on hardware that supports integer arithmetic. Pruning removes weights that contribute little. Knowledge distillation trains a small student model to imitate a larger teacher. Choosing an architecture designed for mobile use from the start is often the simplest step of all.</p>
<p>We convert models to runtimes built for the target, such as TensorFlow Lite (now LiteRT) or ONNX Runtime, and always benchmark on the real device. Accuracy after conversion, inference time, memory use and battery drain are measured, not estimated. A model that takes three seconds per image might be fine for a farmer photographing a leaf and unacceptable for a sorting line.</p>

<h2>Design offline-first</h2>
<p>If a device can lose its connection, the system must be designed as though it usually has none. Our offline-first pattern has a few core rules:</p>
<ol>
<li><strong>Inference never waits for the network.</strong> The device makes its prediction locally and shows the result immediately.</li>
<li><strong>Store, then forward.</strong> Results and selected inputs go into a local queue, written safely so they survive a power cut, and are uploaded when a connection appears.</li>
<li><strong>Sync is idempotent.</strong> Every record has a unique ID, so re-sending after a dropped connection never creates duplicates on the server.</li>
<li><strong>Prioritise what you send.</strong> Summaries and alerts go first; full images are uploaded only on cheap connections or when specifically requested.</li>
<li><strong>Have a fallback channel.</strong> For critical alerts, an SMS message can often get through when mobile data does not.</li>
</ol>
<p>Data costs are a real operating expense. We estimate monthly upload volumes per device during design, because a system that sends every image to the cloud can quietly cost more in data bundles than the hardware itself.</p>

<h2>Plan for power and the physical world</h2>
<p>Power cuts and voltage fluctuations are normal in many deployments. Single-board computers are particularly vulnerable to memory card corruption when power drops during a write. We use read-only root file systems where possible, write application data to a separate partition, and add a small battery or uninterruptible supply so the device can shut down cleanly. Solar installations need honest sizing for the rainy season, not just the dry one. Heat, dust and humidity shorten the life of cheap hardware, so enclosures and ventilation are part of the design, not an afterthought.</p>

<h2>Update and monitor a fleet you cannot visit</h2>
<p>Once dozens of devices are in the field, visiting each one to install a new model is not realistic. We build over-the-air updates into the first release, with signed packages, staged rollouts to a few devices first, and automatic rollback if the new version fails a health check. Each device sends a small heartbeat whenever it connects: software and model version, free storage, battery state, queue length and a few statistics about recent predictions. That lets the team spot a failing device or a drifting model without a site visit.</p>
<blockquote>On the edge, the model is the easy part. Reliability comes from everything around it.</blockquote>
<p>Edge AI is not the right choice for every project, and a cloud service remains simpler wherever connectivity is reliable. But where networks are patchy and budgets are tight, a well-designed edge system can deliver useful intelligence exactly where the work happens.</p>`,
    author: authors.emmanuel,
    date: '2026-08-18',
    readTime: 5,
    category: 'Edge Computing',
    tags: ['Edge AI', 'MLOps', 'Monitoring', 'Agriculture', 'Small Business', 'Computer Vision'],
    image: '/images/blog/post-7.svg',
    imageAlt:
      'Abstract illustration of small hexagonal devices linked by dashed lines to a distant cloud shape, with some links broken',
  },
];
