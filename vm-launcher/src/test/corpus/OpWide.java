/**
 * The wide prefix: a method with more than 256 local slots makes javac emit wide iload, lload,
 * fload, dload, aload, istore, lstore, fstore, dstore, astore and iinc for the locals past slot
 * 255; an iinc whose constant does not fit in a byte is a wide iinc even at a low slot.
 */
public class OpWide {

    public static void main(String[] args) {
        System.out.println("wide locals: " + manyLocals(3));
        System.out.println("wide iinc low slot: " + bigIncrements(10));
        System.out.println("byte-sized iinc: " + smallIncrements(10));
        System.out.println("wide loop counter: " + wideLoop(5));
    }

    /** Slots 1..256 hold f0..f127 (two slots each), so the locals after them need wide. */
    static String manyLocals(int seed) {
        long
                f0 = seed, f1 = f0 + 1, f2 = f1 + 2, f3 = f2 + 3, f4 = f3 + 4, f5 = f4 + 5, f6 = f5 + 6, f7 = f6 + 7,
                f8 = f7 + 8, f9 = f8 + 9, f10 = f9 + 10, f11 = f10 + 11, f12 = f11 + 12, f13 = f12 + 13, f14 = f13 + 14, f15 = f14 + 15,
                f16 = f15 + 16, f17 = f16 + 17, f18 = f17 + 18, f19 = f18 + 19, f20 = f19 + 20, f21 = f20 + 21, f22 = f21 + 22, f23 = f22 + 23,
                f24 = f23 + 24, f25 = f24 + 25, f26 = f25 + 26, f27 = f26 + 27, f28 = f27 + 28, f29 = f28 + 29, f30 = f29 + 30, f31 = f30 + 31,
                f32 = f31 + 32, f33 = f32 + 33, f34 = f33 + 34, f35 = f34 + 35, f36 = f35 + 36, f37 = f36 + 37, f38 = f37 + 38, f39 = f38 + 39,
                f40 = f39 + 40, f41 = f40 + 41, f42 = f41 + 42, f43 = f42 + 43, f44 = f43 + 44, f45 = f44 + 45, f46 = f45 + 46, f47 = f46 + 47,
                f48 = f47 + 48, f49 = f48 + 49, f50 = f49 + 50, f51 = f50 + 51, f52 = f51 + 52, f53 = f52 + 53, f54 = f53 + 54, f55 = f54 + 55,
                f56 = f55 + 56, f57 = f56 + 57, f58 = f57 + 58, f59 = f58 + 59, f60 = f59 + 60, f61 = f60 + 61, f62 = f61 + 62, f63 = f62 + 63,
                f64 = f63 + 64, f65 = f64 + 65, f66 = f65 + 66, f67 = f66 + 67, f68 = f67 + 68, f69 = f68 + 69, f70 = f69 + 70, f71 = f70 + 71,
                f72 = f71 + 72, f73 = f72 + 73, f74 = f73 + 74, f75 = f74 + 75, f76 = f75 + 76, f77 = f76 + 77, f78 = f77 + 78, f79 = f78 + 79,
                f80 = f79 + 80, f81 = f80 + 81, f82 = f81 + 82, f83 = f82 + 83, f84 = f83 + 84, f85 = f84 + 85, f86 = f85 + 86, f87 = f86 + 87,
                f88 = f87 + 88, f89 = f88 + 89, f90 = f89 + 90, f91 = f90 + 91, f92 = f91 + 92, f93 = f92 + 93, f94 = f93 + 94, f95 = f94 + 95,
                f96 = f95 + 96, f97 = f96 + 97, f98 = f97 + 98, f99 = f98 + 99, f100 = f99 + 100, f101 = f100 + 101, f102 = f101 + 102, f103 = f102 + 103,
                f104 = f103 + 104, f105 = f104 + 105, f106 = f105 + 106, f107 = f106 + 107, f108 = f107 + 108, f109 = f108 + 109, f110 = f109 + 110, f111 = f110 + 111,
                f112 = f111 + 112, f113 = f112 + 113, f114 = f113 + 114, f115 = f114 + 115, f116 = f115 + 116, f117 = f116 + 117, f118 = f117 + 118, f119 = f118 + 119,
                f120 = f119 + 120, f121 = f120 + 121, f122 = f121 + 122, f123 = f122 + 123, f124 = f123 + 124, f125 = f124 + 125, f126 = f125 + 126, f127 = f126 + 127;
        int i = (int) f127;
        long l = f127 * 3L;
        float f = i / 4f;
        double d = l / 8.0;
        Object o = "o" + i;
        i += 1;
        i += 1000;
        i -= 40000;
        l = l - i;
        f = f * 2f;
        d = d + f;
        o = o + "!";
        long check = f0 + f1 + f64 + f126 + f127;
        return i + " " + l + " " + f + " " + d + " " + o + " " + check;
    }

    static String bigIncrements(int x) {
        int y = x;
        x += 1000;
        y -= 129;
        x += 32767;
        y -= 32768;
        return x + " " + y;
    }

    static String smallIncrements(int x) {
        int y = x;
        x += 127;
        y -= 128;
        x++;
        y--;
        return x + " " + y;
    }

    /** A loop whose counter lives past slot 255: wide iload, wide istore and wide iinc per trip. */
    static int wideLoop(int n) {
        long
                f0 = n, f1 = f0 + 1, f2 = f1 + 2, f3 = f2 + 3, f4 = f3 + 4, f5 = f4 + 5, f6 = f5 + 6, f7 = f6 + 7,
                f8 = f7 + 8, f9 = f8 + 9, f10 = f9 + 10, f11 = f10 + 11, f12 = f11 + 12, f13 = f12 + 13, f14 = f13 + 14, f15 = f14 + 15,
                f16 = f15 + 16, f17 = f16 + 17, f18 = f17 + 18, f19 = f18 + 19, f20 = f19 + 20, f21 = f20 + 21, f22 = f21 + 22, f23 = f22 + 23,
                f24 = f23 + 24, f25 = f24 + 25, f26 = f25 + 26, f27 = f26 + 27, f28 = f27 + 28, f29 = f28 + 29, f30 = f29 + 30, f31 = f30 + 31,
                f32 = f31 + 32, f33 = f32 + 33, f34 = f33 + 34, f35 = f34 + 35, f36 = f35 + 36, f37 = f36 + 37, f38 = f37 + 38, f39 = f38 + 39,
                f40 = f39 + 40, f41 = f40 + 41, f42 = f41 + 42, f43 = f42 + 43, f44 = f43 + 44, f45 = f44 + 45, f46 = f45 + 46, f47 = f46 + 47,
                f48 = f47 + 48, f49 = f48 + 49, f50 = f49 + 50, f51 = f50 + 51, f52 = f51 + 52, f53 = f52 + 53, f54 = f53 + 54, f55 = f54 + 55,
                f56 = f55 + 56, f57 = f56 + 57, f58 = f57 + 58, f59 = f58 + 59, f60 = f59 + 60, f61 = f60 + 61, f62 = f61 + 62, f63 = f62 + 63,
                f64 = f63 + 64, f65 = f64 + 65, f66 = f65 + 66, f67 = f66 + 67, f68 = f67 + 68, f69 = f68 + 69, f70 = f69 + 70, f71 = f70 + 71,
                f72 = f71 + 72, f73 = f72 + 73, f74 = f73 + 74, f75 = f74 + 75, f76 = f75 + 76, f77 = f76 + 77, f78 = f77 + 78, f79 = f78 + 79,
                f80 = f79 + 80, f81 = f80 + 81, f82 = f81 + 82, f83 = f82 + 83, f84 = f83 + 84, f85 = f84 + 85, f86 = f85 + 86, f87 = f86 + 87,
                f88 = f87 + 88, f89 = f88 + 89, f90 = f89 + 90, f91 = f90 + 91, f92 = f91 + 92, f93 = f92 + 93, f94 = f93 + 94, f95 = f94 + 95,
                f96 = f95 + 96, f97 = f96 + 97, f98 = f97 + 98, f99 = f98 + 99, f100 = f99 + 100, f101 = f100 + 101, f102 = f101 + 102, f103 = f102 + 103,
                f104 = f103 + 104, f105 = f104 + 105, f106 = f105 + 106, f107 = f106 + 107, f108 = f107 + 108, f109 = f108 + 109, f110 = f109 + 110, f111 = f110 + 111,
                f112 = f111 + 112, f113 = f112 + 113, f114 = f113 + 114, f115 = f114 + 115, f116 = f115 + 116, f117 = f116 + 117, f118 = f117 + 118, f119 = f118 + 119,
                f120 = f119 + 120, f121 = f120 + 121, f122 = f121 + 122, f123 = f122 + 123, f124 = f123 + 124, f125 = f124 + 125, f126 = f125 + 126, f127 = f126 + 127;
        int sum = 0;
        for (int i = 0; i < n; i += 300) {
            sum += i + (int) (f127 - f126);
        }
        for (int j = n; j > 0; j--) {
            sum += j;
        }
        return sum;
    }
}
