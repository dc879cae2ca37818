/**
 * Indonesian versions of some demo articles, written for Indonesian readers rather than
 * translated line by line. Keyed by the English title; the other demo articles stay English
 * only, so the Indonesian edition shows its note for an untranslated article.
 */

export type DemoArticleVersion = {
  title: string;
  excerpt: string;
  html: string;
  coverAlt: string;
};

export const DEMO_ARTICLES_ID: Record<string, DemoArticleVersion> = {
  "The Ramadan Playbook: Planning Digital Ads From Sya'ban to Lebaran": {
    title: "Strategi Iklan Digital Ramadan: Dari Sya'ban sampai Lebaran",
    excerpt:
      "Ramadan bukan satu kampanye, melainkan empat kampanye kecil. Begini cara kami membagi anggaran, materi iklan dan bidding sepanjang bulan puasa supaya uang iklan bekerja tepat saat orang berbelanja.",
    coverAlt: "Grafik anggaran iklan yang naik menjelang Lebaran",
    html: `<p>Setiap tahun selalu ada klien yang meminta kami "menyalakan Ramadan" dua hari sebelum sahur pertama. Padahal saat itu impresi termurah musim ini sudah habis dibeli pesaing. Di Indonesia, Ramadan berjalan seperti empat pasar yang berbeda secara berurutan, dan brand yang menang selalu menyiapkan strategi pemasaran tersendiri untuk tiap fase.</p>
<h2>Fase 1: Sya'ban, masa membangun audiens (tiga sampai empat minggu sebelumnya)</h2>
<p>Harga lelang di Meta dan TikTok masih normal, jadi inilah saat terbaik membeli jangkauan dengan murah. Kami memakai jendela ini untuk memanaskan audiens lewat kampanye tayangan video dan engagement, bukan konversi. Tujuannya sederhana: punya kolam retargeting yang besar dan segar sebelum harga naik.</p>
<ul>
<li>Uji tiga sampai lima konsep kreatif, lalu biarkan data memilih dua pemenang.</li>
<li>Bangun custom audience dari penonton video 50% dan pengunjung profil.</li>
<li>Siapkan voucher marketplace dari sekarang; persetujuan di Shopee dan Tokopedia makin lama di minggu-minggu ramai.</li>
</ul>
<h2>Fase 2: Sepuluh hari pertama</h2>
<p>Kebiasaan orang berubah dalam semalam. Waktu layar terkumpul di dua jendela: sekitar pukul 03.00 sampai 05.00 saat sahur, dan satu jam menjelang berbuka, ketika orang menggulir layar sambil menunggu azan. Kami menggeser jadwal tayang ke jam-jam itu dan memangkas video menjadi di bawah lima belas detik, karena perhatian penonton terbagi antara ponsel dan dapur.</p>
<p>Belanja iklan di fase ini cukup sedang, sekitar 20% dari total anggaran Ramadan. Tingkat konversi stabil, tetapi belum mencapai puncaknya.</p>
<h2>Fase 3: Minggu THR</h2>
<p>Begitu <strong>THR</strong> masuk ke rekening, niat beli melonjak. Sebagian besar perusahaan membayarnya paling lambat seminggu sebelum Lebaran, jadi di sinilah porsi anggaran terbesar kami tempatkan, sering kali 40% atau lebih, dan semua kampanye beralih ke tujuan konversi dan penjualan katalog.</p>
<blockquote>Patokan sederhana: kalau bid Anda tidak terasa "mahal" di minggu THR, kemungkinan besar penjualan Anda sedang diambil pesaing.</blockquote>
<p>Retarget audiens yang sudah dibangun di bulan Sya'ban dengan materi yang menonjolkan penawaran: paket bundling, gratis ongkir, kemasan hadiah, dan batas waktu pengiriman yang jelas sebelum mudik.</p>
<h2>Fase 4: Mudik dan Lebaran</h2>
<p>Logistik melambat dan banyak kurir mengumumkan batas pemesanan terakhir. Iklan yang menjanjikan pengiriman yang tidak bisa ditepati hanya menghasilkan pengembalian dana dan ulasan buruk. Di hari-hari terakhir kami beralih ke produk digital, voucher, pre-order untuk setelah Lebaran, dan konten brand: ucapan selamat, film pendek, pesan <em>mohon maaf lahir dan batin</em> yang membangun kedekatan, bukan mendorong checkout.</p>
<h2>Patokan awal pembagian anggaran</h2>
<ol>
<li>Pemanasan di bulan Sya'ban: 15%</li>
<li>Sepuluh hari pertama: 20%</li>
<li>Pertengahan bulan sampai minggu THR: 45%</li>
<li>Mudik, Lebaran dan sesudahnya: 20%</li>
</ol>
<p>Untuk brand yang membelanjakan Rp300 juta sepanjang musim, artinya hanya sekitar Rp45 juta yang keluar sebelum puasa dimulai. Namun uang di awal inilah yang biasanya menghasilkan audiens retargeting termurah sepanjang tahun.</p>
<h2>Apa yang perlu diukur</h2>
<p>Jangan menilai fase Sya'ban dari ROAS; nilailah dari biaya per seribu penonton yang terlibat dan besarnya audiens. Minggu THR dinilai dari pendapatan gabungan marketplace dan website, karena banyak pembeli melihat iklan di TikTok lalu membeli di Shopee. Sepakati cara ukur ini dengan tim keuangan sebelum bulan puasa, supaya Ramadan menjadi rencana, bukan kepanikan.</p>`,
  },
  "How to Write a KOL Brief That Creators Actually Read": {
    title: "Cara Menulis Brief KOL yang Benar-Benar Dibaca Kreator",
    excerpt:
      "Kebanyakan brief berisi dua belas slide panduan brand yang dibaca kreator dalam tiga puluh detik. Brief satu halaman dengan syarat yang jelas dan ruang kreatif yang lega menghasilkan konten lebih bagus dan revisi lebih sedikit.",
    coverAlt: "Ilustrasi percikan ide untuk brief kreator",
    html: `<p>Kami menangani ratusan kolaborasi kreator setiap tahun, dan penentu utama kampanye yang lancar bukanlah tarif atau jumlah pengikut, melainkan brief-nya. Brief yang baik itu singkat, tegas soal hal yang penting, dan longgar untuk hal lainnya.</p>
<h2>Mulai dari satu kalimat</h2>
<p>Sebelum apa pun, tulis inti kampanye dalam satu kalimat yang bisa diulang kreator kepada temannya: <em>"Tunjukkan bahwa sunscreen kami tetap nyaman dan tidak lengket seharian naik KRL."</em> Kalau kalimat itu saja sulit ditulis, kreator pasti kesulitan membuat videonya.</p>
<h2>Lima bagian brief satu halaman</h2>
<h3>1. Tujuan dan audiens</h3>
<p>Jelaskan seperti apa keberhasilan itu: awareness, klik ke produk di TikTok Shop, penjualan afiliasi, atau instalasi aplikasi. Gambarkan penonton seperti manusia, misalnya "mahasiswa di Jabodetabek yang membeli skincare di bawah Rp100.000", bukan "perempuan 18-24 SES A/B".</p>
<h3>2. Wajib ada (maksimal lima)</h3>
<ul>
<li>Produk terlihat dalam tiga detik pertama</li>
<li>Nama produk disebut jelas satu kali</li>
<li>Sebutkan kode voucher atau tautan keranjang kuning</li>
<li>Gunakan label kemitraan berbayar</li>
<li>Tidak ada produk pesaing di dalam frame</li>
</ul>
<p>Lebih dari lima poin hanya jadi kebisingan. Kalau semuanya wajib, tidak ada yang benar-benar wajib.</p>
<h3>3. Larangan</h3>
<p>Isi bagian ini dengan hal legal dan faktual: klaim yang tidak boleh dibuat (misalnya klaim medis untuk kosmetik), topik sensitif, dan aturan platform. Jangan menyelipkan selera kreatif di sini.</p>
<h3>4. Kebebasan kreatif</h3>
<p>Katakan terus terang apa saja yang boleh diubah kreator: format, humor, lokasi, campuran bahasa. Banyak konten dengan performa terbaik yang pernah kami lihat justru memakai gaya bicara santai ala Jaksel atau bahasa daerah yang tidak akan pernah ditulis sendiri oleh tim brand.</p>
<h3>5. Logistik</h3>
<p>Jenis konten, tenggat draf, jadwal unggah, hak pakai (organik saja, atau boleh dipakai untuk iklan berbayar dan berapa lama), serta termin pembayaran. Tulis tanggal-tanggalnya dalam tabel; kreator menangani banyak brand sekaligus.</p>
<h2>Beri referensi, bukan naskah</h2>
<p>Lampirkan dua atau tiga contoh video yang Anda sukai dan jelaskan <strong>alasannya</strong>: hook-nya, temponya, reaksinya yang jujur. Naskah kata per kata membuat kreator terdengar seperti iklan TV, dan penonton akan langsung menggulir ke video berikutnya.</p>
<blockquote>Penonton mengikuti kreatornya, bukan brandnya. Brief Anda cukup menjaga brand, lalu beri kreator ruang.</blockquote>
<h2>Periksa draf berdasarkan brief, bukan selera</h2>
<p>Saat draf masuk, cocokkan dengan lima poin wajib tadi. Kalau semuanya ada, setujui walaupun bukan begitu cara Anda membuatnya. Batasi revisi satu putaran di kontrak, dan kirim masukan yang sudah dirangkum oleh satu orang. Tiga pemangku kepentingan yang berkomentar sendiri-sendiri adalah cara paling cepat membuat kampanye mundur dua minggu.</p>
<h2>Tutup dengan hasil</h2>
<p>Setelah konten tayang, bagikan hasilnya kepada kreator: views, saves, klik, penjualan. Kreator yang paham apa yang berhasil akan membuat konten lebih baik berikutnya, dan branda ingat brand yang memperlakukan branda sebagai mitra.</p>`,
  },
  "Why Your Website Loses Half Its Visitors on a 4G Connection": {
    title: "Kenapa Website Anda Kehilangan Separuh Pengunjung di Jaringan 4G",
    excerpt:
      "Sebagian besar pengunjung di Indonesia datang dari ponsel Android kelas menengah dengan data seluler. Kalau halaman Anda butuh delapan detik untuk bisa dipakai, iklan Anda membayar orang yang tidak pernah melihatnya.",
    coverAlt: "Jendela peramban dengan indikator kecepatan halaman",
    html: `<p>Setiap tahun kami mengaudit puluhan website, biasanya karena iklan klien "tidak menghasilkan". Yang mengejutkan, sering kali iklannya baik-baik saja. Halaman tujuannya saja yang terlalu lambat untuk ponsel dan jaringan yang dipakai pengunjung sungguhan, dan banyak dari branda pergi sebelum judul pertama muncul.</p>
<h2>Uji di perangkat yang dimiliki pelanggan Anda</h2>
<p>Tim Anda mungkin menjelajah dengan ponsel flagship lewat Wi-Fi kantor. Pelanggan Anda lebih mungkin memakai Android kelas menengah dengan 4G yang naik turun selama perjalanan. Pinjam ponsel yang terjangkau, matikan Wi-Fi, lalu buka website Anda di KRL. Tes sepuluh menit ini sering lebih meyakinkan daripada laporan apa pun.</p>
<h2>Penyebab yang paling sering</h2>
<ul>
<li><strong>Gambar terlalu besar:</strong> foto hero 4 MB yang langsung diekspor dari kamera. Sajikan WebP atau AVIF sesuai ukuran tampilnya.</li>
<li><strong>Terlalu banyak skrip:</strong> widget chat, tiga alat analitik, dua pixel per platform iklan, alat heat-map yang tidak pernah dibuka. Masing-masing memperlambat halaman.</li>
<li><strong>Font web dimuat dengan cara yang keliru:</strong> teks tidak terlihat sampai font selesai diunduh. Gunakan <em>font-display: swap</em> dan hanya ketebalan yang benar-benar dipakai.</li>
<li><strong>Slider di bagian atas halaman:</strong> carousel memuat beberapa gambar besar sebelum yang lain, padahal hanya sedikit orang yang sampai ke slide ketiga.</li>
</ul>
<h2>Ukur dengan Core Web Vitals</h2>
<p><a href="https://web.dev/articles/vitals">Core Web Vitals</a> dari Google memberi bahasa yang sama untuk membicarakan kecepatan. Fokus pada tiga angka: <strong>Largest Contentful Paint</strong> (kapan konten utama muncul), <strong>Interaction to Next Paint</strong> (seberapa cepat halaman merespons ketukan) dan <strong>Cumulative Layout Shift</strong> (apakah elemen melompat-lompat saat dimuat). Data lapangan dari pengguna sungguhan lebih penting daripada satu kali tes di lab.</p>
<h2>Perbaikan cepat yang kami kerjakan lebih dulu</h2>
<ol>
<li>Kompres dan ubah ukuran setiap gambar, dan tunda pemuatan gambar yang belum terlihat di layar pertama</li>
<li>Hapus tag yang tidak pernah dilihat siapa pun dalam enam bulan terakhir</li>
<li>Muat skrip chat dan pelacakan pihak ketiga setelah halaman bisa dipakai</li>
<li>Cache aset statis dan sajikan dari CDN dengan server yang dekat dengan Jakarta</li>
<li>Sediakan ruang untuk gambar dan banner supaya tata letak tidak bergeser</li>
</ol>
<blockquote>Halaman yang lebih cepat bukan hanya lebih banyak menghasilkan konversi. Biaya per hasil juga turun, karena platform iklan menghargai halaman yang membuat orang betah.</blockquote>
<h2>Jadikan kecepatan bagian dari proses</h2>
<p>Kecepatan website pelan-pelan menurun. Setiap kampanye baru menambah banner, skrip atau video. Tetapkan anggaran performa, misalnya bobot halaman maksimal dan target LCP di bawah 2,5 detik di ponsel, lalu periksa sebelum setiap rilis. Di proyek Pengembangan Website kami, pemeriksaan ini berjalan otomatis, jadi gambar yang terlalu berat tidak pernah lolos ke produksi tanpa ketahuan.</p>
<h2>Mulai dari mana hari ini</h2>
<p>Jalankan halaman tujuan utama Anda di <a href="https://pagespeed.web.dev/">PageSpeed Insights</a>, catat tiga masalah terbesar dan perbaiki itu saja. Lalu pantau bounce rate dan biaya per prospek selama dua minggu. Dari pengalaman kami, inilah satu sore paling menguntungkan yang bisa dipakai tim marketing.</p>`,
  },
  "Setting a Digital Ads Budget in Rupiah: A Practical Framework": {
    title: "Menentukan Anggaran Iklan Digital dalam Rupiah: Kerangka Praktis",
    excerpt:
      "Rp10 juta, Rp50 juta atau Rp500 juta sebulan? Hitung mundur dari margin dan tingkat konversi Anda alih-alih menebak, dan ketahui apa yang realistis dicapai di setiap tingkat anggaran.",
    coverAlt: "Grafik batang perhitungan anggaran iklan",
    html: `<p>"Sebaiknya berapa anggaran iklan kami?" hampir selalu jadi pertanyaan pertama di rapat dengan klien baru. Jawaban jujurnya: tergantung. Tapi tergantungnya pada beberapa angka yang bisa Anda hitung dalam satu sore. Inilah kerangka yang kami pakai di layanan Digital Ads.</p>
<h2>Langkah 1: Ketahui nilai seorang pelanggan</h2>
<p>Mulai dari rata-rata nilai pesanan dan margin kotor. Kalau rata-rata pesanan Rp250.000 dan margin kotor 40%, setiap pesanan pertama menghasilkan Rp100.000 sebelum biaya pemasaran. Kalau pelanggan rata-rata membeli lagi 1,5 kali dalam setahun, nilai seorang pelanggan kira-kira Rp250.000 laba kotor.</p>
<h2>Langkah 2: Tentukan berapa yang sanggup dibayar untuk mendapatkannya</h2>
<p>Target biaya per akuisisi harus berada cukup jauh di bawah nilai tersebut. Brand baru yang mengejar pertumbuhan mungkin rela membayar hampir seluruh laba pesanan pertama; brand mapan yang menjaga margin mungkin membatasinya separuh. Tuliskan angkanya. Dalam contoh ini, target kita Rp80.000 per pembelian pertama.</p>
<h2>Langkah 3: Hitung mundur menjadi anggaran</h2>
<p>Kalau Anda butuh 500 pelanggan baru sebulan dengan biaya Rp80.000 per orang, anggaran medianya Rp40 juta. Lalu cek kewajarannya terhadap funnel Anda:</p>
<ul>
<li>Dengan tingkat konversi halaman 2%, Anda butuh 25.000 kunjungan</li>
<li>Dengan biaya per klik Rp1.600, totalnya juga Rp40 juta</li>
</ul>
<p>Kalau kedua hitungan kurang lebih sama, rencana Anda masuk akal. Kalau tidak, salah satu asumsi Anda keliru, dan lebih baik ketahuan di atas kertas.</p>
<h2>Apa yang realistis untuk setiap tingkat anggaran</h2>
<h3>Di bawah Rp15 juta per bulan</h3>
<p>Fokus pada satu platform dan satu tujuan. Kalau dipecah ke terlalu banyak kanal, tidak ada kampanye yang punya cukup data untuk dioptimalkan. Retargeting dan mendorong konten organik terbaik Anda biasanya paling efektif di sini.</p>
<h3>Rp15–75 juta per bulan</h3>
<p>Cukup untuk menjalankan dua platform dengan benar, misalnya Meta untuk retargeting dan TikTok untuk menjangkau audiens baru, sambil terus menguji materi kreatif. Siapkan materi baru setiap dua sampai tiga minggu.</p>
<h3>Di atas Rp75 juta per bulan</h3>
<p>Sekarang Anda bisa menambah iklan pencarian, iklan marketplace dan video untuk awareness, serta mengukur dampak tambahan dengan uji holdout. Di tingkat ini, hambatannya ada di produksi materi kreatif, bukan di media.</p>
<blockquote>Sisihkan 10-15% anggaran media untuk produksi kreatif. Penargetan sehebat apa pun tidak bisa menyelamatkan iklan yang sudah membosankan.</blockquote>
<h2>Rencanakan musim ramai</h2>
<p>Biaya per seribu impresi naik tajam menjelang Ramadan, promo tanggal kembar dan Harbolnas. Biarkan sebagian anggaran fleksibel supaya Anda bisa belanja lebih banyak saat permintaan tinggi dan menahan diri di minggu-minggu sepi, daripada membelanjakan jumlah yang sama setiap hari sepanjang tahun.</p>
<h2>Tinjau bulanan, bukan harian</h2>
<p>Angka harian naik turun karena lelang, tanggal gajian, bahkan cuaca. Tinjau tren setiap minggu, ambil keputusan anggaran setiap bulan, dan nilai kampanye dari biaya per akuisisi yang Anda tetapkan di langkah 2. Anggaran yang dibangun dari hitungan jauh lebih mudah dipertahankan di depan CFO daripada anggaran berdasarkan firasat.</p>`,
  },
};

/** The demo categories' names in the Indonesian edition, keyed by the English name. */
export const DEMO_CATEGORY_NAMES_ID: Record<string, string> = {
  Branding: "Branding",
  "Case Study": "Studi Kasus",
  Content: "Konten",
  "Digital Ads": "Iklan Digital",
  "E-Commerce": "E-Commerce",
  "KOL & Influencers": "KOL & Influencer",
  "Live Commerce": "Live Selling",
  "Social Media": "Media Sosial",
  Strategy: "Strategi",
  "Web & Apps": "Web & Aplikasi",
};
