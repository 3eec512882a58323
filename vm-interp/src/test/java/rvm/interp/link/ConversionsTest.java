package rvm.interp.link;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import org.junit.jupiter.api.Test;

class ConversionsTest {

    static boolean flag;
    static float ratio;
    static double precise;
    static char letter;
    static byte small;
    static int count;
    static String text;

    private static final MethodHandles.Lookup LOOKUP = MethodHandles.lookup();

    @Test
    void gettersReturnEveryPrimitiveAsALong_floatsAndDoublesAsRawBits() throws Throwable {
        flag = true;
        ratio = -0.5f;
        precise = Double.NaN;
        letter = '\uffff';
        small = -3;

        long[] values = {get("flag", boolean.class, 'Z'), get("ratio", float.class, 'F'),
            get("precise", double.class, 'D'), get("letter", char.class, 'C'), get("small", byte.class, 'B')};

        assertEquals(1, values[0]);
        assertEquals(Float.floatToRawIntBits(-0.5f), values[1]);
        assertEquals(Double.doubleToRawLongBits(Double.NaN), values[2]);
        assertEquals(65535, values[3]);
        assertEquals(-3, values[4]);
    }

    @Test
    void referenceGetterReturnsAnObject() throws Throwable {
        text = "t";
        MethodHandle g = Conversions.getter(LOOKUP.findStaticGetter(ConversionsTest.class, "text", String.class), 'L');

        Object value = (Object) g.invokeExact();

        assertEquals("t", value);
        assertEquals(MethodType.methodType(Object.class), g.type());
    }

    @Test
    void settersTakeALongAndNarrowItToTheFieldsType() throws Throwable {
        set("flag", boolean.class, 'Z', 2); // only the low bit counts, as for bastore on a boolean[]
        set("ratio", float.class, 'F', Float.floatToRawIntBits(3.25f));
        set("precise", double.class, 'D', Double.doubleToRawLongBits(-1e-300));
        set("letter", char.class, 'C', -1);
        set("small", byte.class, 'B', 0x1ff);
        set("count", int.class, 'I', 0x1_0000_0007L);

        assertEquals(false, flag);
        assertEquals(3.25f, ratio);
        assertEquals(-1e-300, precise);
        assertEquals('\uffff', letter);
        assertEquals(-1, small);
        assertEquals(7, count);
    }

    private static long get(String name, Class<?> type, char kind) throws Throwable {
        MethodHandle g = Conversions.getter(LOOKUP.findStaticGetter(ConversionsTest.class, name, type), kind);
        return (long) g.invokeExact();
    }

    private static void set(String name, Class<?> type, char kind, long value) throws Throwable {
        MethodHandle s = Conversions.setter(LOOKUP.findStaticSetter(ConversionsTest.class, name, type), kind);
        s.invokeExact(value);
    }
}
