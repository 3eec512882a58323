package rvm.interp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.objectweb.asm.Opcodes.*;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class OpsTest {

    private static final Object A = "a";
    private static final Object B = "b";
    private static final long L = 0x1234_5678_9abc_def0L;

    // ---------------------------------------------------------------- stack shuffles

    @Test
    void dupX1CopiesTheTopWordBelowTheSecond_referenceOverInt() {
        long[] p = {0, 7, 0, 0};
        Object[] r = {null, null, A, null};

        int sp = Ops.stack(DUP_X1, p, r, 3);

        assertEquals(4, sp);
        assertArrayEquals(new long[] {0, 0, 7, 0}, p);
        assertArrayEquals(new Object[] {null, A, null, A}, r);
    }

    @Test
    void dupX2CopiesAReferenceBelowALong() {
        long[] p = {L, 0, 0, 0};
        Object[] r = {null, null, A, null};

        int sp = Ops.stack(DUP_X2, p, r, 3);

        assertEquals(4, sp);
        assertArrayEquals(new long[] {0, L, 0, 0}, Arrays.copyOf(p, 4));
        assertArrayEquals(new Object[] {A, null, null, A}, r);
    }

    @Test
    void dupX2CopiesAnIntBelowAReferenceAndAFloat() {
        long[] p = {0, Ops.fb(2.5f), 9, 0};
        Object[] r = {A, null, null, null};

        int sp = Ops.stack(DUP_X2, p, r, 3);

        assertEquals(4, sp);
        assertArrayEquals(new long[] {9, 0, Ops.fb(2.5f), 9}, p);
        assertArrayEquals(new Object[] {null, A, null, null}, r);
    }

    @Test
    void dup2DuplicatesALong_orTwoReferences() {
        long[] p = {L, 0, 0, 0};
        Object[] r = {A, B, null, null};

        int sp = Ops.stack(DUP2, p, r, 2);

        assertEquals(4, sp);
        assertArrayEquals(new long[] {L, 0, L, 0}, p);
        assertArrayEquals(new Object[] {A, B, A, B}, r);
    }

    @Test
    void dup2X1CopiesALongBelowAReference() {
        long[] p = {0, L, 0, 0, 0};
        Object[] r = {A, null, null, null, null};

        int sp = Ops.stack(DUP2_X1, p, r, 3);

        assertEquals(5, sp);
        assertArrayEquals(new long[] {L, 0, 0, L, 0}, p);
        assertArrayEquals(new Object[] {null, null, A, null, null}, r);
    }

    @Test
    void dup2X1CopiesAnIntAndAReferenceBelowADouble_wordByWord() {
        long[] p = {0, 5, 0, 0, 0};
        Object[] r = {B, null, A, null, null};

        int sp = Ops.stack(DUP2_X1, p, r, 3);

        assertEquals(5, sp);
        assertArrayEquals(new long[] {5, 0, 0, 5, 0}, p);
        assertArrayEquals(new Object[] {null, A, B, null, A}, r);
    }

    @Test
    void dup2X2CopiesALongBelowALong() {
        long d = Ops.db(-1.5);
        long[] p = {d, 0, L, 0, 0, 0};
        Object[] r = new Object[6];

        int sp = Ops.stack(DUP2_X2, p, r, 4);

        assertEquals(6, sp);
        assertArrayEquals(new long[] {L, 0, d, 0, L, 0}, p);
    }

    @Test
    void dup2X2CopiesTwoReferencesBelowAnIntAndALongHalf_wordByWord() {
        long[] p = {3, 4, 0, 0, 0, 0};
        Object[] r = {null, null, A, B, null, null};

        int sp = Ops.stack(DUP2_X2, p, r, 4);

        assertEquals(6, sp);
        assertArrayEquals(new long[] {0, 0, 3, 4, 0, 0}, p);
        assertArrayEquals(new Object[] {A, B, null, null, A, B}, r);
    }

    @Test
    void swapExchangesAReferenceAndAnInt() {
        long[] p = {0, 42};
        Object[] r = {A, null};

        int sp = Ops.stack(SWAP, p, r, 2);

        assertEquals(2, sp);
        assertArrayEquals(new long[] {42, 0}, p);
        assertArrayEquals(new Object[] {null, A}, r);
    }

    // ---------------------------------------------------------------- comparisons

    @ParameterizedTest(name = "{0} vs {1}: fcmpl {2}, fcmpg {3}")
    @CsvSource({"1, 2, -1, -1", "2, 1, 1, 1", "3, 3, 0, 0", "-0.0, 0.0, 0, 0", "NaN, 1, -1, 1", "1, NaN, -1, 1",
        "NaN, NaN, -1, 1", "-Infinity, Infinity, -1, -1"})
    void floatComparisonsGiveMinusOneForNaNInFcmplAndOneInFcmpg(float x, float y, int fcmpl, int fcmpg) {
        long[] pl = {Ops.fb(x), Ops.fb(y)};
        long[] pg = {Ops.fb(x), Ops.fb(y)};

        int spl = Ops.floatArith(FCMPL, pl, 2);
        int spg = Ops.floatArith(FCMPG, pg, 2);

        assertEquals(1, spl);
        assertEquals(1, spg);
        assertEquals(fcmpl, pl[0]);
        assertEquals(fcmpg, pg[0]);
    }

    @ParameterizedTest(name = "{0} vs {1}: dcmpl {2}, dcmpg {3}")
    @CsvSource({"1, 2, -1, -1", "2, 1, 1, 1", "3, 3, 0, 0", "-0.0, 0.0, 0, 0", "NaN, 1, -1, 1", "1, NaN, -1, 1",
        "NaN, NaN, -1, 1"})
    void doubleComparisonsGiveMinusOneForNaNInDcmplAndOneInDcmpg(double x, double y, int dcmpl, int dcmpg) {
        long[] pl = {Ops.db(x), 0, Ops.db(y), 0};
        long[] pg = {Ops.db(x), 0, Ops.db(y), 0};

        int spl = Ops.floatArith(DCMPL, pl, 4);
        int spg = Ops.floatArith(DCMPG, pg, 4);

        assertEquals(1, spl);
        assertEquals(1, spg);
        assertEquals(dcmpl, pl[0]);
        assertEquals(dcmpg, pg[0]);
    }

    @Test
    void lcmpComparesSigned() {
        long[] p = {Long.MIN_VALUE, 0, Long.MAX_VALUE, 0};

        int sp = Ops.longArith(LCMP, p, 4);

        assertEquals(1, sp);
        assertEquals(-1, p[0]);
    }

    // ---------------------------------------------------------------- conversions

    @ParameterizedTest(name = "f2i({0}) = {1}, f2l = {2}")
    @CsvSource({"NaN, 0, 0", "Infinity, 2147483647, 9223372036854775807",
        "-Infinity, -2147483648, -9223372036854775808", "3e10, 2147483647, 30000001024", "-2.9, -2, -2"})
    void floatToIntegerSaturatesAndMapsNaNToZero(float f, int i, long l) {
        long[] pi = {Ops.fb(f), 0};
        long[] pl = {Ops.fb(f), 0};

        int spi = Ops.convert(F2I, pi, 1);
        int spl = Ops.convert(F2L, pl, 1);

        assertEquals(1, spi);
        assertEquals(2, spl);
        assertEquals(i, pi[0]);
        assertEquals(l, pl[0]);
    }

    @ParameterizedTest(name = "d2i({0}) = {1}, d2l = {2}")
    @CsvSource({"NaN, 0, 0", "Infinity, 2147483647, 9223372036854775807",
        "-1e300, -2147483648, -9223372036854775808", "-0.5, 0, 0"})
    void doubleToIntegerSaturatesAndMapsNaNToZero(double d, int i, long l) {
        long[] pi = {Ops.db(d), 0};
        long[] pl = {Ops.db(d), 0};

        int spi = Ops.convert(D2I, pi, 2);
        int spl = Ops.convert(D2L, pl, 2);

        assertEquals(1, spi);
        assertEquals(2, spl);
        assertEquals(i, pi[0]);
        assertEquals(l, pl[0]);
    }

    @Test
    void narrowingConversionsKeepTheLowBits_sign_or_zeroExtended() {
        long[] l2i = {0x1_8000_0001L, 0};
        long[] i2b = {200};
        long[] i2c = {-1};
        long[] i2s = {0x18000};

        Ops.convert(L2I, l2i, 2);
        Ops.convert(I2B, i2b, 1);
        Ops.convert(I2C, i2c, 1);
        Ops.convert(I2S, i2s, 1);

        assertEquals(-2147483647, l2i[0]);
        assertEquals(-56, i2b[0]);
        assertEquals(65535, i2c[0]);
        assertEquals(-32768, i2s[0]);
    }

    @Test
    void wideningAndRoundingConversionsFollowJava() {
        long[] i2l = {-5, 0};
        long[] i2f = {16777217, 0};
        long[] l2f = {Long.MAX_VALUE, 0};
        long[] l2d = {Long.MIN_VALUE, 0};
        long[] d2f = {Ops.db(1e40), 0};
        long[] f2d = {Ops.fb(0.1f), 0};

        assertEquals(2, Ops.convert(I2L, i2l, 1));
        assertEquals(1, Ops.convert(I2F, i2f, 1));
        assertEquals(1, Ops.convert(L2F, l2f, 2));
        assertEquals(2, Ops.convert(L2D, l2d, 2));
        assertEquals(1, Ops.convert(D2F, d2f, 2));
        assertEquals(2, Ops.convert(F2D, f2d, 1));

        assertEquals(-5L, i2l[0]);
        assertEquals((float) 16777217, Ops.f(i2f[0]));
        assertEquals((float) Long.MAX_VALUE, Ops.f(l2f[0]));
        assertEquals((double) Long.MIN_VALUE, Ops.d(l2d[0]));
        assertEquals(Float.POSITIVE_INFINITY, Ops.f(d2f[0]));
        assertEquals((double) 0.1f, Ops.d(f2d[0]));
    }

    // ---------------------------------------------------------------- arithmetic at the edges

    @Test
    void longDivisionOfMinByMinusOneOverflows_andByZeroThrows() {
        long[] p = {Long.MIN_VALUE, 0, -1, 0};
        long[] zero = {1, 0, 0, 0};

        Ops.longArith(LDIV, p, 4);

        assertEquals(Long.MIN_VALUE, p[0]);
        ArithmeticException e = assertThrows(ArithmeticException.class, () -> Ops.longArith(LREM, zero, 4));
        assertEquals("/ by zero", e.getMessage());
    }

    @Test
    void floatRemainderAndShiftsFollowJava() {
        long[] frem = {Ops.fb(-7.5f), Ops.fb(2f)};
        long[] lshl = {1, 0, 65};
        long[] lushr = {-1, 0, 60};

        Ops.floatArith(FREM, frem, 2);
        Ops.longArith(LSHL, lshl, 3);
        Ops.longArith(LUSHR, lushr, 3);

        assertEquals(-1.5f, Ops.f(frem[0]));
        assertEquals(2L, lshl[0]);
        assertEquals(15L, lushr[0]);
    }

    // ---------------------------------------------------------------- arrays and switches

    @Test
    void byteArrayAccessesTellBooleanArraysFromByteArrays() {
        boolean[] flags = new boolean[2];
        byte[] bytes = new byte[2];
        long[] p = {0, 1, 3};
        Object[] r = {flags, null, null};
        long[] q = {0, 1, 0x1ff};
        Object[] s = {bytes, null, null};

        Ops.arrayStore(BASTORE, p, r, 3);
        Ops.arrayStore(BASTORE, q, s, 3);
        long[] load = {0, 1};
        Ops.arrayLoad(BALOAD, load, new Object[] {flags, null}, 2);

        assertEquals(true, flags[1]);
        assertEquals(-1, bytes[1]);
        assertEquals(1, load[0]);
    }

    @Test
    void charArrayLoadIsZeroExtended_shortArrayLoadSignExtended() {
        long[] c = {0, 0};
        long[] s = {0, 0};

        Ops.arrayLoad(CALOAD, c, new Object[] {new char[] {'\uffff'}, null}, 2);
        Ops.arrayLoad(SALOAD, s, new Object[] {new short[] {-2}, null}, 2);

        assertEquals(65535, c[0]);
        assertEquals(-2, s[0]);
    }

    @Test
    void tableSwitchPicksTheTargetOfTheKey_orTheDefaultOutsideTheRange() {
        int[] table = {10, 12, 99, 1, 2, 3};

        int[] targets = {Ops.tableSwitch(table, 9), Ops.tableSwitch(table, 10), Ops.tableSwitch(table, 12),
            Ops.tableSwitch(table, 13), Ops.tableSwitch(table, Integer.MIN_VALUE)};

        assertArrayEquals(new int[] {99, 1, 3, 99, 99}, targets);
    }

    @Test
    void lookupSwitchFindsSortedKeys_orTheDefault() {
        int[] table = {3, 99, -5, 7, 1000, 1, 2, 3};

        int[] targets = {Ops.lookupSwitch(table, -5), Ops.lookupSwitch(table, 7), Ops.lookupSwitch(table, 1000),
            Ops.lookupSwitch(table, 8), Ops.lookupSwitch(table, 3)};

        assertArrayEquals(new int[] {1, 2, 3, 99, 99}, targets);
    }

    @Test
    void newPrimitiveArrayMakesTheArrayOfTheTypeCode() {
        int[] codes = {T_BOOLEAN, T_CHAR, T_FLOAT, T_DOUBLE, T_BYTE, T_SHORT, T_INT, T_LONG};

        Object[] arrays = Arrays.stream(codes).mapToObj(t -> Ops.newPrimitiveArray(t, 3)).toArray();

        assertArrayEquals(new Object[] {boolean[].class, char[].class, float[].class, double[].class, byte[].class,
            short[].class, int[].class, long[].class}, Arrays.stream(arrays).map(Object::getClass).toArray());
        assertEquals(3, ((long[]) arrays[7]).length);
    }

    // ---------------------------------------------------------------- class cast messages

    @Test
    void classCastMessageOfJdkClassesIsTheHosts() {
        String expected = hostCastMessage(Integer.valueOf(1), String.class);

        String message = Ops.classCastMessage(Integer.class, String.class);

        assertEquals("class java.lang.Integer cannot be cast to class java.lang.String (java.lang.Integer and "
                + "java.lang.String are in module java.base of loader 'bootstrap')", message);
        assertEquals(expected, message);
    }

    @Test
    void classCastMessageOfArraysNamesTheirElementsLocation_asTheHostDoes() {
        String expected = hostCastMessage(new int[0], long[].class);

        String message = Ops.classCastMessage(int[].class, long[].class);

        assertEquals(expected, message);
    }

    @Test
    void classCastMessageBetweenAppClassAndJdkClassNamesBothLocations_asTheHostDoes() {
        String expected = hostCastMessage(this, String.class);

        String message = Ops.classCastMessage(OpsTest.class, String.class);

        assertEquals("class rvm.interp.OpsTest cannot be cast to class java.lang.String (rvm.interp.OpsTest is in "
                + "unnamed module of loader 'app'; java.lang.String is in module java.base of loader 'bootstrap')",
                message);
        assertEquals(expected, message);
    }

    @Test
    void classCastMessageBetweenTwoAppClassesSharesTheLocation_asTheHostDoes() {
        String expected = hostCastMessage(this, InterpreterTest.class);

        String message = Ops.classCastMessage(OpsTest.class, InterpreterTest.class);

        assertEquals(expected, message);
    }

    @Test
    void classCastMessageOfPlatformClassesNamesThePlatformLoader_asTheHostDoes() {
        String expected = hostCastMessage(new java.sql.Date(0), String.class);

        String message = Ops.classCastMessage(java.sql.Date.class, String.class);

        assertEquals(expected, message);
    }

    /** The message of the host's own checkcast failing for {@code o} and {@code target}. */
    private static String hostCastMessage(Object o, Class<?> target) {
        ClassCastException e = assertThrows(ClassCastException.class, () -> castTo(o, target));
        return e.getMessage();
    }

    /** A real checkcast instruction (Class.cast words its message differently). */
    private static void castTo(Object o, Class<?> target) {
        if (target == String.class) {
            String s = (String) o;
        } else if (target == long[].class) {
            long[] a = (long[]) o;
        } else if (target == InterpreterTest.class) {
            InterpreterTest d = (InterpreterTest) o;
        } else {
            throw new IllegalArgumentException("no checkcast to " + target);
        }
    }
}
