import type { ContentCopy } from "./indonesian-type.ts";

/** Isi layanan dan klien dalam Bahasa Indonesia (angka, gambar, dan slug tetap di content/). */
export const content = {
  services: {
    "digital-ads": {
      service: "Digital Ads",
      title: "Iklan yang",
      highlight: "balik modal",
      summary: "Kampanye Meta, Google, dan TikTok yang diukur dari omzet, bukan klik.",
      description:
        "Kami merencanakan, membangun, dan mengoptimalkan iklan berbayar di Meta, Google, TikTok, dan iklan marketplace. Setiap rupiah dilacak sampai jadi penjualan lewat konversi sisi server, sehingga setiap minggu anggaran kami alihkan ke iklan yang terbukti menjual.",
      points: [
        "Iklan Meta, Google, TikTok & marketplace",
        "Laporan ROAS mingguan",
        "Uji materi iklan",
      ],
      alts: [
        "Dasbor kampanye dengan return on ad spend yang naik dari minggu ke minggu",
        "Materi iklan peluncuran skincare di layar ponsel",
        "Funnel audiens dari awareness sampai pembelian",
      ],
    },
    "affiliator-management": {
      service: "Manajemen Affiliator",
      title: "Ribuan suara,",
      highlight: "satu kampanye",
      summary: "Affiliator makro, mikro, dan nano direkrut, di-brief, dan dibayar sesuai hasil.",
      description:
        "Kami menghubungkan brand Anda dengan affiliator makro, mikro, dan nano, memberi brief, melacak setiap tautan, dan membayarkan komisinya, sehingga promosi dari mulut ke mulut bisa diperbesar tanpa ribet spreadsheet.",
      points: [
        "Affiliator makro, mikro & nano",
        "Pelacakan tautan dan penjualan",
        "Pembayaran komisi",
      ],
      alts: [
        "Jaringan affiliator yang terhubung ke satu brand",
        "Papan peringkat affiliator berdasarkan penjualan",
        "Laporan komisi penjualan afiliasi selama sebulan",
      ],
    },
    "content-creation": {
      service: "Pembuatan Konten",
      title: "Konten yang bikin orang",
      highlight: "berhenti scroll",
      summary: "Video pendek, carousel, dan copy yang dibuat khusus untuk feed tiap platform.",
      description:
        "Tim kreatif kami menulis, merekam, dan menyunting konten khusus untuk tiap feed: hook TikTok dan Reels di detik pertama, carousel yang disimpan orang, dan caption dengan gaya bahasa brand Anda.",
      points: ["Video pendek", "Carousel & konten statis", "Kalender konten bulanan"],
      alts: [
        "Storyboard video vertikal lima belas detik",
        "Grid unggahan media sosial dengan warna sebuah brand",
        "Kalender konten untuk unggahan sebulan",
        "Timeline penyuntingan video pendek",
      ],
    },
    livestreaming: {
      service: "Live Streaming",
      title: "Live selling yang",
      highlight: "ludes terjual",
      summary: "Host, studio, dan naskah untuk live commerce setiap hari.",
      description:
        "Host terlatih, studio siap pakai, dan naskah yang sudah teruji untuk live selling di Shopee, Tokopedia, TikTok, dan Instagram. Kami menjalankan sesinya, mengatur voucher dan flash sale, lalu melaporkan penjualan per jam.",
      points: [
        "Shopee Live, Tokopedia Play, TikTok Live, Instagram Live",
        "Host terlatih",
        "Laporan penjualan per jam",
      ],
      alts: [
        "Host live selling memperkenalkan produk di depan kamera",
        "Layar siaran langsung dengan komentar dan banner flash sale",
        "Set studio dengan lampu dan meja produk",
      ],
    },
    "kol-management": {
      service: "Manajemen KOL & KOC",
      title: "Kreator yang tepat,",
      highlight: "audiens yang pas",
      summary: "KOL dan KOC yang cocok dengan audiens dan anggaran Anda.",
      description:
        "Kami menyaring KOL dan KOC berdasarkan kecocokan audiens dan engagement yang nyata, menegosiasikan tarif, memberi brief dan menyetujui konten, lalu mengukur setiap unggahan dari jangkauan, klik, dan penjualan.",
      points: ["Daftar kreator sesuai audiens", "Brief & persetujuan konten", "Hasil per unggahan"],
      alts: [
        "Daftar pendek kreator dengan angka audiens dan engagement",
        "KOL kecantikan mengulas produk di depan kamera",
        "KOC kuliner membagikan resep dengan saus sebuah brand",
        "Brief kampanye yang dikirim ke dua belas kreator",
        "Papan hasil berisi jangkauan, klik, dan penjualan per kreator",
      ],
    },
    "brand-activation": {
      service: "Aktivasi Brand",
      title: "Momen yang selalu",
      highlight: "diingat",
      summary: "Pop-up, sampling, dan event yang membuat orang mencoba produk Anda.",
      description:
        "Dari pop-up di mal sampai tur kampus, kami merancang aktivasi yang ingin dibagikan orang, lalu menghubungkannya ke kanal online supaya keramaiannya berakhir dengan pembelian.",
      points: ["Pop-up & sampling", "Produksi event", "Pelacakan online ke offline"],
      alts: [
        "Booth pop-up di sebuah mal di Jakarta",
        "Tim sampling membagikan minuman",
        "Pengunjung berfoto di acara sebuah brand",
      ],
    },
    "tvc-photo-production": {
      service: "Produksi TVC & Foto",
      title: "Iklan yang diingat,",
      highlight: "dari TV sampai TikTok",
      summary: "Iklan TV, foto produk, dan pemotretan kampanye, dari awal sampai akhir.",
      description:
        "Konsep, casting, syuting, dan pascaproduksi di bawah satu atap: iklan TV, video digital, dan foto produk yang konsisten dari billboard sampai thumbnail.",
      points: [
        "Dari konsep sampai pascaproduksi",
        "Foto produk & gaya hidup",
        "Potongan video untuk tiap platform",
      ],
      alts: [
        "Lokasi syuting dengan crane kamera dan lampu",
        "Foto produk sebuah botol dengan latar berwarna",
        "Ruang editing dengan color grading",
      ],
    },
    "apps-development": {
      service: "Pengembangan Aplikasi",
      title: "Aplikasi yang terus",
      highlight: "dibuka pelanggan",
      summary: "Aplikasi iOS dan Android untuk loyalitas, pemesanan, dan commerce.",
      description:
        "Desain produk dan engineering untuk iOS dan Android: program loyalitas, aplikasi pemesanan dan commerce, dibangun dengan analitik sejak hari pertama dan dirawat setelah rilis.",
      points: ["iOS & Android", "Riset & desain UX", "Rilis dan pemeliharaan"],
      alts: [
        "Beranda aplikasi loyalitas dengan saldo poin",
        "Alur checkout aplikasi pemesanan di dua ponsel",
        "Analitik aplikasi yang menunjukkan pengguna aktif mingguan",
      ],
    },
    "web-development": {
      service: "Pengembangan Website",
      title: "Website yang",
      highlight: "mengubah kunjungan jadi penjualan",
      summary: "Website dan landing page yang cepat, mudah ditemukan, dan dibuat untuk konversi.",
      description:
        "Company profile, landing page, dan toko online yang cepat dimuat, mudah ditemukan di mesin pencari, dan gampang diperbarui, dibangun oleh desainer dan engineer kami sendiri.",
      points: ["Landing page & company profile", "SEO & Core Web Vitals", "Toko online"],
      alts: [
        "Tangkapan layar toko online sebuah brand kopi",
        "Tangkapan layar landing page pengembang properti",
        "Tangkapan layar company profile perusahaan fintech",
      ],
    },
    "ecommerce-enabler": {
      service: "E-Commerce Enabler",
      title: "Toko Anda hadir di setiap",
      highlight: "marketplace",
      summary: "Shopee, Tokopedia, TikTok Shop, dan Lazada kami kelola dari hulu ke hilir.",
      description:
        "Kami membuka dan mengelola official store Anda: listing, harga, kampanye, voucher, layanan pelanggan, dan koordinasi pengiriman, dengan satu laporan mingguan untuk semua marketplace.",
      points: ["Pembuatan toko & listing", "Kalender kampanye", "Layanan pelanggan"],
      alts: [
        "Halaman official store di sebuah marketplace",
        "Dasbor penjualan dari empat marketplace",
        "Meja pengemasan yang menyiapkan pesanan",
      ],
    },
  },
  clients: {
    "kopi-senja": {
      industry: "Makanan & Minuman",
      summary: "Jaringan kedai kopi lokal yang menjadi best-seller di TikTok Shop.",
      challenge:
        "Punya empat puluh gerai di Jabodetabek, tetapi biji kopi kemasannya hampir tidak laku online.",
      approach:
        "Kami membuka official store di Shopee dan TikTok Shop, menjalankan tiga sesi live selling per minggu, dan mengenalkan biji kopinya lewat 60 KOC mikro.",
      results: ["penjualan online dalam enam bulan", "tayangan video", "return on ad spend"],
      quote: {
        text: "Mereka mengelola marketplace kami seperti toko mereka sendiri.",
        position: "Pendiri, Kopi Senja",
      },
    },
    "lumina-skin": {
      industry: "Kecantikan",
      summary: "Peluncuran skincare lokal yang batch pertamanya ludes dalam 11 hari.",
      challenge: "Serum baru yang masuk ke pasar padat yang dikuasai brand impor.",
      approach:
        "Peluncuran berbasis kreator dengan 25 KOL kecantikan, 300 affiliator, serta iklan Meta dan TikTok yang terus memakai video kreator dengan performa terbaik.",
      results: ["unit terjual di bulan peluncuran", "impresi", "affiliator aktif"],
      quote: {
        text: "Rencana peluncurannya jelas sejak hari pertama, dan angkanya mengikuti.",
        position: "Brand Manager, Lumina Skin",
      },
    },
    "rumah-nusantara": {
      industry: "Properti",
      summary: "Pengembang properti yang memangkas biaya per prospek berkualitas hingga separuh.",
      challenge: "Prospek dari portal properti mahal dan jarang yang siap datang ke unit contoh.",
      approach:
        "Landing page yang cepat untuk setiap klaster, formulir kontak yang mengutamakan WhatsApp, serta kampanye Google dan Meta yang dioptimalkan untuk kunjungan lokasi.",
      results: [
        "biaya per prospek berkualitas lebih rendah",
        "kunjungan lokasi terjadwal",
        "waktu muat halaman di 4G",
      ],
    },
    "gerak-fit": {
      industry: "Kesehatan & Kebugaran",
      summary: "Aplikasi booking jaringan gym dengan 120 ribu unduhan di tahun pertama.",
      challenge: "Member memesan kelas lewat grup WhatsApp, dan banyak yang tidak datang.",
      approach:
        "Kami merancang dan membangun aplikasi iOS dan Android untuk booking, paket, dan pengingat.",
      results: ["unduhan", "lebih sedikit yang absen", "rating di toko aplikasi"],
    },
    "batik-kirana": {
      industry: "Fashion",
      summary: "Batik warisan yang dikenalkan ke generasi muda lewat video pendek.",
      challenge: "Pelanggan setia yang makin menua dan akun Instagram yang sepi.",
      approach:
        "Studio konten untuk Reels dan TikTok, tur pop-up ke kampus, dan live selling di TikTok Shop.",
      results: ["pengikut baru", "omzet online", "pop-up kampus"],
    },
    "sambal-juara": {
      industry: "Makanan Kemasan",
      summary: "Sambal yang naik kelas dari favorit lokal ke 10 besar marketplace nasional.",
      challenge: "Terkenal dari mulut ke mulut di Surabaya, tapi belum dikenal di kota lain.",
      approach:
        "Seeding ke KOC kuliner, TVC untuk kanal digital, dan siaran masak langsung setiap hari.",
      results: ["botol terjual", "tayangan TVC", "peringkat 10 besar marketplace"],
    },
    "dompet-kita": {
      industry: "Fintech",
      summary: "Akuisisi pengguna dompet digital lewat iklan pencarian dan media sosial.",
      challenge: "Biaya instal naik setiap kuartal, sementara aktivasi jalan di tempat.",
      approach: "Uji materi iklan dalam skala besar dan alur onboarding aplikasi yang dirombak.",
      results: [
        "pengguna baru yang aktif",
        "biaya per aktivasi lebih rendah",
        "materi iklan diuji",
      ],
    },
    "teh-tarik-co": {
      industry: "Makanan & Minuman",
      summary: "Grand opening waralaba teh yang viral di media sosial.",
      challenge: "Gerai baru dibuka di jalanan yang sepi.",
      approach: "Aktivasi hari pembukaan bersama kreator lokal yang live langsung dari antrean.",
      results: ["gerai diluncurkan", "tayangan live", "penjualan minggu pertama"],
    },
    "mitra-tani": {
      industry: "Agritech",
      summary: "Company profile dan platform web yang benar-benar dipakai petani di jaringan 3G.",
      challenge: "Halaman berat yang tidak pernah selesai dimuat di pedesaan.",
      approach:
        "Website dan portal pemesanan yang ringan, diuji di ponsel kelas bawah langsung di lapangan.",
      results: ["petani memesan online", "skor performa Lighthouse", "trafik organik lebih banyak"],
    },
    "arunika-travel": {
      industry: "Perjalanan",
      summary: "Paket liburan yang laris lewat kreator travel dan pengikutnya.",
      challenge: "Paket hanya dijual lewat agen perjalanan, dengan margin tipis.",
      approach:
        "Program afiliasi untuk kreator travel dan website yang menerima pemesanan langsung.",
      results: ["pemesanan langsung", "affiliator travel", "margin lebih tinggi"],
    },
    "nusa-motor": {
      industry: "Otomotif",
      summary: "Kampanye peluncuran jaringan dealer skuter di 12 kota.",
      challenge: "Skuter listrik baru yang belum pernah dilihat langsung oleh calon pembeli.",
      approach:
        "Roadshow test ride, film produk, dan iklan pencarian yang mengarah ke dealer terdekat.",
      results: ["test ride", "unit terjual", "kota"],
    },
    "bumi-bayi": {
      industry: "Ibu & Bayi",
      summary: "Perlengkapan bayi di empat marketplace, dikelola satu tim.",
      challenge: "Empat marketplace, empat tim, dan stok yang tidak pernah sama.",
      approach:
        "Satu tim operasional, satu kalender kampanye, dan satu laporan mingguan untuk semua toko.",
      results: ["marketplace", "GMV per tahun", "pesanan dikirim tepat waktu"],
    },
  },
} satisfies ContentCopy;
